import { hourCalendar } from '../hourly-bill/hour-calendar';

/** How close a modelled 8760 load comes to a reference one (ASHRAE Guideline 14 style). */
export interface LoadFit {
  /** Hourly CV(RMSE): root-mean-square error ÷ mean reference load. */
  cvRmse: number;
  /** Normalised mean bias error: Σ(model − reference) ÷ Σ reference. */
  nmbe: number;
  /** Pearson correlation of the 8760 hourly values. */
  hourlyCorrelation: number;
  /** Pearson correlation of the average day of each month (12 × 24 values). */
  averageDayCorrelation: number;
}

function correlation(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i]! / n;
    mb += b[i]! / n;
  }
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

function averageDays(x: ArrayLike<number>): Float64Array {
  const cal = hourCalendar(0);
  const sum = new Float64Array(288);
  const n = new Float64Array(288);
  for (let h = 0; h < x.length; h++) {
    const k = cal.month[h]! * 24 + cal.hour[h]!;
    sum[k]! += x[h]!;
    n[k]! += 1;
  }
  return sum.map((v, k) => v / n[k]!);
}

export function loadFitStats(model: ArrayLike<number>, reference: ArrayLike<number>): LoadFit {
  if (model.length !== reference.length) throw new Error('Load fit: lengths differ');
  let se = 0;
  let diff = 0;
  let ref = 0;
  for (let h = 0; h < model.length; h++) {
    se += (model[h]! - reference[h]!) ** 2;
    diff += model[h]! - reference[h]!;
    ref += reference[h]!;
  }
  const mean = ref / model.length;
  return {
    cvRmse: Math.sqrt(se / model.length) / mean,
    nmbe: diff / ref,
    hourlyCorrelation: correlation(model, reference),
    averageDayCorrelation: correlation(averageDays(model), averageDays(reference)),
  };
}

import { DAYS_IN_MONTH, HOURS_PER_YEAR } from '../hourly-bill/hour-calendar';

/** What the Green Button readers share: a year of hourly kWh placed on the bill's calendar. */
export interface IntervalLoad {
  kwh: Float64Array;
  modelled: false;
  /** First and last day (YYYY-MM-DD) of the year used. */
  from: string;
  to: string;
  /** Minutes per interval in the file (15, 30 or 60). */
  intervalMinutes: number;
  /** Hours that were missing and filled from their neighbours. */
  filledHours: number;
}

export class GreenButtonError extends Error {
  override name = 'GreenButtonError';
}

/** Gaps up to this many hours are filled (linear for ≤ 2 h, else the same hours of nearby days). */
export const MAX_FILLED_GAP_HOURS = 72;

export const DAY_MS = 86_400_000;

export const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Hourly kWh keyed by (UTC day number × 24 + hour of the local day) → the last 365 days that are
 * not 29 February, gaps filled, placed on the bill's calendar.
 */
export function hourlyYear(
  hourly: Map<number, number>,
  firstDay: number,
  lastDay: number,
  intervalMinutes: number,
  what: string,
): IntervalLoad {
  if (![15, 30, 60].includes(intervalMinutes)) {
    throw new GreenButtonError(
      `${what}: intervals of ${intervalMinutes} minutes are not supported (15, 30 or 60)`,
    );
  }

  // The last 365 days that are not 29 February.
  const days: number[] = [];
  for (let d = lastDay; d >= firstDay && days.length < 365; d--) {
    if (isoDay(d).slice(5) !== '02-29') days.unshift(d);
  }
  if (days.length < 365) {
    throw new GreenButtonError(
      `${what}: a full year of data is needed (${days.length} days from ${isoDay(firstDay)} to ${isoDay(lastDay)})`,
    );
  }
  const chrono = new Float64Array(HOURS_PER_YEAR).fill(NaN);
  days.forEach((d, i) => {
    for (let h = 0; h < 24; h++) {
      const v = hourly.get(d * 24 + h);
      if (v !== undefined) chrono[i * 24 + h] = v;
    }
  });
  const filledHours = fillGaps(chrono, days, what);

  const kwh = new Float64Array(HOURS_PER_YEAR);
  const monthStart = DAYS_IN_MONTH.reduce<number[]>((a, _, m) => {
    a.push(m ? a[m - 1]! + DAYS_IN_MONTH[m - 1]! : 0);
    return a;
  }, []);
  days.forEach((d, i) => {
    const date = new Date(d * DAY_MS);
    const doy = monthStart[date.getUTCMonth()]! + date.getUTCDate() - 1;
    kwh.set(chrono.subarray(i * 24, i * 24 + 24), doy * 24);
  });
  return {
    kwh,
    modelled: false,
    from: isoDay(days[0]!),
    to: isoDay(days[364]!),
    intervalMinutes,
    filledHours,
  };
}

/** Fills NaN runs in place; refuses runs longer than MAX_FILLED_GAP_HOURS. Returns hours filled. */
function fillGaps(x: Float64Array, days: number[], what: string): number {
  let filled = 0;
  for (let h = 0; h < x.length; h++) {
    if (!Number.isNaN(x[h])) continue;
    let end = h;
    while (end < x.length && Number.isNaN(x[end])) end++;
    const run = end - h;
    if (run > MAX_FILLED_GAP_HOURS) {
      throw new GreenButtonError(
        `${what}: ${run} hours missing from ${isoDay(days[Math.floor(h / 24)]!)} ${String(h % 24).padStart(2, '0')}:00 (gaps up to ${MAX_FILLED_GAP_HOURS} h are filled)`,
      );
    }
    const before = h > 0 ? x[h - 1]! : NaN;
    const after = end < x.length ? x[end]! : NaN;
    for (let k = h; k < end; k++) {
      if (run <= 2 && Number.isFinite(before) && Number.isFinite(after)) {
        x[k] = before + ((after - before) * (k - h + 1)) / (run + 1);
      } else {
        // The same hour on the nearest days that have it.
        const near: number[] = [];
        for (let d = 1; d <= 7 && near.length < 2; d++) {
          for (const j of [k - 24 * d, k + 24 * d]) {
            if (j >= 0 && j < x.length && !Number.isNaN(x[j])) near.push(x[j]!);
          }
        }
        x[k] = near.length ? near.reduce((a, b) => a + b, 0) / near.length : before || after || 0;
      }
    }
    filled += run;
    h = end - 1;
  }
  return filled;
}

/**
 * The metered year's kWh per calendar month (January first), to the whole kWh: what the rep may
 * take as the customer's twelve monthly usages (the spec's figures read those).
 */
export function meteredMonthlyKwh(kwh: ArrayLike<number>): number[] {
  const months: number[] = [];
  let h = 0;
  for (const days of DAYS_IN_MONTH) {
    let sum = 0;
    for (const end = h + days * 24; h < end; h++) sum += kwh[h] ?? 0;
    months.push(Math.round(sum));
  }
  return months;
}

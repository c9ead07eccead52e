import { HOURS_PER_YEAR, hourCalendar } from '../hourly-bill/hour-calendar';
import calibrated from './load-shape.json' with { type: 'json' };
import type { LoadShape } from './load-shape';

export const LOAD_SHAPE: LoadShape = calibrated;

export const LOAD_MODEL_METHOD =
  'base + cooling + heating degree-hours (smoothed TMY dry-bulb), hour-of-day shapes calibrated on DOE/OpenEI residential BASE profiles, scaled to each month';

export interface HourlyLoadInput {
  /** kWh of each month, January first (12 values, ≥ 0). */
  monthlyKwh: readonly number[];
  /** 8760 hourly dry-bulb temperatures (°C); hour 0 = 1 January 00:00 local standard time. */
  temperatureC: ArrayLike<number>;
  /** Day of the week of 1 January: 0 = Monday … 6 = Sunday (default 0, as the hourly bill). */
  firstDayOfWeek?: number;
}

export interface ModelledLoad {
  /** 8760 hourly kWh; each month sums to the given monthly kWh. */
  kwh: Float64Array;
  /** Always true: this load is modelled, not metered; say so wherever it is shown. */
  modelled: true;
  method: string;
}

export class LoadModelError extends Error {
  override name = 'LoadModelError';
}

/** Hour-of-year → month (0–11), shared by all calendars. */
const MONTH_OF_HOUR = hourCalendar(0).month;
const HOUR_OF_DAY = hourCalendar(0).hour;
const SUMMER = (m: number) => (m >= 4 && m <= 9 ? 1 : 0);

function checkTemperature(temperatureC: ArrayLike<number>): void {
  if (temperatureC.length !== HOURS_PER_YEAR) {
    throw new LoadModelError(
      `Load model: temperature must have ${HOURS_PER_YEAR} hourly values (got ${temperatureC.length})`,
    );
  }
  for (let h = 0; h < HOURS_PER_YEAR; h++) {
    if (!Number.isFinite(temperatureC[h])) {
      throw new LoadModelError(`Load model: temperature at hour ${h} is not a number`);
    }
  }
}

/** Exponentially smoothed temperature (time constant tau hours), run over the year twice so January starts warm. */
function smoothTemperature(t: ArrayLike<number>, tauHours: number): Float64Array {
  const out = new Float64Array(HOURS_PER_YEAR);
  const a = 1 / Math.max(1, tauHours);
  let x = 0;
  for (let h = 0; h < 168; h++) x += t[h]! / 168;
  for (let pass = 0; pass < 2; pass++) {
    for (let h = 0; h < HOURS_PER_YEAR; h++) {
      x += a * (t[h]! - x);
      out[h] = x;
    }
  }
  return out;
}

/** The three hourly drivers of the model: base shape, weighted cooling and heating degree-hours. */
export interface LoadDrivers {
  base: Float64Array;
  cooling: Float64Array;
  heating: Float64Array;
}

export function loadDrivers(
  temperatureC: ArrayLike<number>,
  firstDayOfWeek = 0,
  shape: LoadShape = LOAD_SHAPE,
): LoadDrivers {
  checkTemperature(temperatureC);
  const weekend = hourCalendar(firstDayOfWeek).weekend;
  const ts = smoothTemperature(temperatureC, shape.tauHours);
  const base = new Float64Array(HOURS_PER_YEAR);
  const cooling = new Float64Array(HOURS_PER_YEAR);
  const heating = new Float64Array(HOURS_PER_YEAR);
  for (let h = 0; h < HOURS_PER_YEAR; h++) {
    const hod = HOUR_OF_DAY[h]!;
    const m = MONTH_OF_HOUR[h]!;
    base[h] = shape.base[SUMMER(m)]![weekend[h]!]![hod]! * shape.baseByMonth[m]!;
    cooling[h] = Math.max(0, ts[h]! - shape.coolingBalanceC) * shape.coolingByHour[hod]!;
    heating[h] = Math.max(0, shape.heatingBalanceC - ts[h]!) * shape.heatingByHour[hod]!;
  }
  return { base, cooling, heating };
}

/** Sum of each driver in each month: 12 rows of [base, cooling, heating]. */
export function monthlyDriverSums(d: LoadDrivers): number[][] {
  const sums = new Float64Array(36);
  for (let h = 0; h < HOURS_PER_YEAR; h++) {
    const k = MONTH_OF_HOUR[h]! * 3;
    sums[k]! += d.base[h]!;
    sums[k + 1]! += d.cooling[h]!;
    sums[k + 2]! += d.heating[h]!;
  }
  return Array.from({ length: 12 }, (_, m) => Array.from(sums.subarray(m * 3, m * 3 + 3)));
}

/** Solves the small symmetric system A x = b (n ≤ 3) by Gaussian elimination; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    if (Math.abs(m[p]![c]!) < 1e-12) return null;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Non-negative least squares of y ≈ X w over the 12 months, X = [base, cooling, heating] monthly
 * sums: every subset of the three columns is solved and the best one with no negative weight kept.
 */
export function fitMonthlyWeights(x: number[][], y: readonly number[]): number[] {
  let best: number[] = [0, 0, 0];
  let bestErr = Infinity;
  for (let mask = 1; mask < 8; mask++) {
    const cols = [0, 1, 2].filter((c) => mask & (1 << c));
    const ata = cols.map((i) => cols.map((j) => x.reduce((s, row) => s + row[i]! * row[j]!, 0)));
    const aty = cols.map((i) => x.reduce((s, row, m) => s + row[i]! * y[m]!, 0));
    const w = solve(ata, aty);
    if (!w || w.some((v) => v < 0)) continue;
    const full = [0, 0, 0];
    cols.forEach((c, k) => (full[c] = w[k]!));
    const err = x.reduce((s, row, m) => {
      const e = row[0]! * full[0]! + row[1]! * full[1]! + row[2]! * full[2]! - y[m]!;
      return s + e * e;
    }, 0);
    if (err < bestErr - 1e-12) {
      bestErr = err;
      best = full;
    }
  }
  return best;
}

function checkMonthly(monthlyKwh: readonly number[]): void {
  if (monthlyKwh.length !== 12) {
    throw new LoadModelError(
      `Load model: 12 monthly kWh values are needed (got ${monthlyKwh.length})`,
    );
  }
  monthlyKwh.forEach((v, m) => {
    if (!Number.isFinite(v) || v < 0) {
      throw new LoadModelError(`Load model: monthly kWh of month ${m + 1} must be a number ≥ 0`);
    }
  });
}

/**
 * An 8760-hour household load from twelve monthly kWh and the site's hourly temperature. The
 * month's kWh are split into base, cooling and heating parts by a non-negative least-squares fit
 * of the twelve months on their degree-hours; each hour = weight × driver; then each month is
 * scaled so it sums exactly to the given kWh. See docs/calculations.md ("Household load").
 */
export function modelHourlyLoad(
  input: HourlyLoadInput,
  shape: LoadShape = LOAD_SHAPE,
): ModelledLoad {
  checkMonthly(input.monthlyKwh);
  const firstDayOfWeek = input.firstDayOfWeek ?? 0;
  if (!Number.isInteger(firstDayOfWeek) || firstDayOfWeek < 0 || firstDayOfWeek > 6) {
    throw new LoadModelError('Load model: firstDayOfWeek must be 0 (Monday) … 6 (Sunday)');
  }
  const d = loadDrivers(input.temperatureC, firstDayOfWeek, shape);
  const w = fitMonthlyWeights(monthlyDriverSums(d), input.monthlyKwh);
  const kwh = new Float64Array(HOURS_PER_YEAR);
  const raw = new Float64Array(12);
  const baseSum = new Float64Array(12);
  for (let h = 0; h < HOURS_PER_YEAR; h++) {
    const v = w[0]! * d.base[h]! + w[1]! * d.cooling[h]! + w[2]! * d.heating[h]!;
    kwh[h] = v;
    raw[MONTH_OF_HOUR[h]!]! += v;
    baseSum[MONTH_OF_HOUR[h]!]! += d.base[h]!;
  }
  // A month the fit leaves at zero (e.g. no weather-driven use) takes the base shape.
  const useBase = Array.from(raw, (r) => !(r > 1e-9));
  for (let h = 0; h < HOURS_PER_YEAR; h++) {
    const m = MONTH_OF_HOUR[h]!;
    kwh[h] = useBase[m]
      ? (d.base[h]! * input.monthlyKwh[m]!) / baseSum[m]!
      : (kwh[h]! * input.monthlyKwh[m]!) / raw[m]!;
  }
  return { kwh, modelled: true, method: LOAD_MODEL_METHOD };
}

/**
 * Twelve monthly kWh from the annual kWh alone, split by the site's climate: each month weighs
 * the typical base, cooling and heating parts (calibrated, per kW of mean load) of its hours.
 */
export function modelMonthlyFromAnnual(
  input: { annualKwh: number; temperatureC: ArrayLike<number>; firstDayOfWeek?: number },
  shape: LoadShape = LOAD_SHAPE,
): number[] {
  if (!Number.isFinite(input.annualKwh) || input.annualKwh < 0) {
    throw new LoadModelError('Load model: annual kWh must be a number ≥ 0');
  }
  const sums = monthlyDriverSums(loadDrivers(input.temperatureC, input.firstDayOfWeek ?? 0, shape));
  const { base, cooling, heating } = shape.annualSplit;
  const weights = sums.map((r) => base * r[0]! + cooling * r[1]! + heating * r[2]!);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((v) => (total > 0 ? (v / total) * input.annualKwh : 0));
}

/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DAYS_IN_MONTH, hourCalendar } from '../hourly-bill/hour-calendar';
import { loadFitStats } from './load-fit';
import {
  LoadModelError,
  fitMonthlyWeights,
  modelHourlyLoad,
  modelMonthlyFromAnnual,
} from './model-hourly-load';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = path.resolve(
  repoRoot,
  'packages/core/test-fixtures/load/725090-boston-base-load-and-temperature.csv.gz',
);

/** Boston Logan (725090): DOE/OpenEI BASE residential load and its TMY3 dry-bulb, held out of the calibration. */
function readBoston() {
  const rows = gunzipSync(readFileSync(fixture)).toString().trim().split('\n').slice(1);
  const temperature = Float64Array.from(rows, (r) => Number(r.split(',')[1]));
  const load = Float64Array.from(rows, (r) => Number(r.split(',')[2]));
  return { temperature, load };
}
const month = hourCalendar(0).month;
const monthlySums = (x: ArrayLike<number>) => {
  const m = new Array<number>(12).fill(0);
  for (let h = 0; h < 8760; h++) m[month[h]!]! += x[h]!;
  return m;
};
/** The DOE BASE year starts on a Sunday. */
const SUNDAY = 6;

describe('modelHourlyLoad on Boston, held out of the calibration', () => {
  const boston = readBoston();
  const monthly = monthlySums(boston.load);
  const model = modelHourlyLoad({
    monthlyKwh: monthly,
    temperatureC: boston.temperature,
    firstDayOfWeek: SUNDAY,
  });
  const flat = Float64Array.from(
    { length: 8760 },
    (_, h) => monthly[month[h]!]! / hourCalendar(0).month.filter((m) => m === month[h]).length,
  );
  const fit = loadFitStats(model.kwh, boston.load);
  const flatFit = loadFitStats(flat, boston.load);

  it('reports the fit (CV(RMSE), NMBE, correlations) against the flat-per-month baseline', () => {
    console.log(
      `Boston hold-out: model CV(RMSE) ${(fit.cvRmse * 100).toFixed(1)} %, NMBE ${(fit.nmbe * 100).toFixed(2)} %, hourly r ${fit.hourlyCorrelation.toFixed(3)}, average-day r ${fit.averageDayCorrelation.toFixed(3)}; flat per month: CV(RMSE) ${(flatFit.cvRmse * 100).toFixed(1)} %, r ${flatFit.hourlyCorrelation.toFixed(3)}, average-day r ${flatFit.averageDayCorrelation.toFixed(3)}`,
    );
    expect(model.modelled).toBe(true);
    expect(model.kwh).toHaveLength(8760);
  });

  // Bounds: ASHRAE Guideline 14 calls an hourly model calibrated at CV(RMSE) ≤ 30 %, NMBE ±10 %.
  it.each([
    ['hourly CV(RMSE) ≤ 0.20', (f: typeof fit) => f.cvRmse <= 0.2],
    ['|NMBE| ≤ 0.5 %', (f: typeof fit) => Math.abs(f.nmbe) <= 0.005],
    ['hourly correlation ≥ 0.9', (f: typeof fit) => f.hourlyCorrelation >= 0.9],
    [
      'average day of each month correlation ≥ 0.9',
      (f: typeof fit) => f.averageDayCorrelation >= 0.9,
    ],
  ])('the model meets %s', (_, ok) => {
    expect(ok(fit)).toBe(true);
  });

  it.each([
    ['hourly CV(RMSE) ≤ 0.20', (f: typeof fit) => f.cvRmse <= 0.2],
    ['hourly correlation ≥ 0.9', (f: typeof fit) => f.hourlyCorrelation >= 0.9],
    [
      'average day of each month correlation ≥ 0.9',
      (f: typeof fit) => f.averageDayCorrelation >= 0.9,
    ],
  ])('the flat-per-month baseline fails %s', (_, ok) => {
    expect(ok(flatFit)).toBe(false);
  });

  it('each month sums exactly to the given monthly kWh', () => {
    monthlySums(model.kwh).forEach((v, m) => expect(v).toBeCloseTo(monthly[m]!, 6));
  });

  it('from the annual kWh only, the climate split misses Boston months by less than a split by days', () => {
    const annual = monthly.reduce((a, b) => a + b, 0);
    const split = modelMonthlyFromAnnual({ annualKwh: annual, temperatureC: boston.temperature });
    const byDays = DAYS_IN_MONTH.map((d) => (annual * d) / 365);
    const meanAbs = (xs: number[]) =>
      xs.reduce((s, v, m) => s + Math.abs(v / monthly[m]! - 1), 0) / 12;
    const worst = (xs: number[]) => Math.max(...xs.map((v, m) => Math.abs(v / monthly[m]! - 1)));
    console.log(
      `Boston monthly from annual: mean |error| ${(meanAbs(split) * 100).toFixed(1)} % (worst ${(worst(split) * 100).toFixed(0)} %), by days ${(meanAbs(byDays) * 100).toFixed(1)} % (worst ${(worst(byDays) * 100).toFixed(0)} %)`,
    );
    expect(split.reduce((a, b) => a + b, 0)).toBeCloseTo(annual, 6);
    expect(meanAbs(split)).toBeLessThan(meanAbs(byDays));
    expect(worst(split)).toBeLessThan(0.35);
  });
});

describe('modelHourlyLoad, small cases', () => {
  const mild = new Float64Array(8760).fill(18); // between both balance points: base only

  it('a month with 0 kWh stays at zero; the others sum exactly', () => {
    const monthly = [300, 0, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300];
    const { kwh } = modelHourlyLoad({ monthlyKwh: monthly, temperatureC: mild });
    monthlySums(kwh).forEach((v, m) => expect(v).toBeCloseTo(monthly[m]!, 9));
    expect(kwh.every((v) => v >= 0)).toBe(true);
  });

  it('at a constant mild temperature, every day of a month has the same total on weekdays', () => {
    const { kwh } = modelHourlyLoad({ monthlyKwh: new Array(12).fill(310), temperatureC: mild });
    const day = (d: number) => kwh.slice(d * 24, d * 24 + 24).reduce((a, b) => a + b, 0);
    expect(day(1)).toBeCloseTo(day(2), 9); // 2 and 3 January, both weekdays (1 January a Monday)
  });

  it.each([
    [{ monthlyKwh: [1, 2, 3], temperatureC: mild }, /12 monthly kWh values/],
    [{ monthlyKwh: new Array(12).fill(-1), temperatureC: mild }, /month 1 must be a number ≥ 0/],
    [
      { monthlyKwh: new Array(12).fill(1), temperatureC: new Float64Array(8759) },
      /8760 hourly values \(got 8759\)/,
    ],
    [
      { monthlyKwh: new Array(12).fill(1), temperatureC: mild, firstDayOfWeek: 7 },
      /firstDayOfWeek/,
    ],
  ])('refuses bad input %#', (input, message) => {
    expect(() => modelHourlyLoad(input)).toThrow(LoadModelError);
    expect(() => modelHourlyLoad(input)).toThrow(message);
  });
});

describe('fitMonthlyWeights (non-negative least squares over the months)', () => {
  // Rows [base, cooling, heating]; y built by hand from known weights.
  it.each([
    [
      'exact, all three parts',
      [
        [1, 0, 2],
        [1, 1, 0],
        [1, 3, 0],
        [1, 0, 5],
      ],
      [3.8, 4, 6, 5],
      [3, 1, 0.4],
    ],
    // Base + heating fits exactly with heating −1; dropped, base alone: (1 + 2 + 8) / (1 + 1 + 4).
    [
      'negative part dropped',
      [
        [1, 0, 1],
        [1, 0, 0],
        [2, 0, 0],
      ],
      [1, 2, 4],
      [11 / 6, 0, 0],
    ],
  ])('%s', (_, x, y, expected) => {
    const w = fitMonthlyWeights(x, y);
    w.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 9));
  });
});

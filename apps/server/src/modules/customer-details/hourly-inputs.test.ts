import { describe, expect, it } from 'vitest';
import { hourlyLoadFor } from './household-load';
import { scaleToMonths } from './hourly-production';

const MONTHS = [744, 672, 0, 720, 744, 720, 744, 744, 720, 744, 720, 1488];
const monthSums = (load: Float64Array) => {
  const sums: number[] = [];
  let h = 0;
  for (const days of [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]) {
    sums.push(load.subarray(h, h + days * 24).reduce((a, b) => a + b, 0));
    h += days * 24;
  }
  return sums;
};

describe('the hours a proposal on an hourly plan is priced from (issue 35)', () => {
  it('shapes the load from the hour’s temperature, each month adding up to its kWh', () => {
    // A warm afternoon and a cold night every day: the model puts more in some hours than others.
    const temperatureC = Float64Array.from({ length: 8760 }, (_, h) =>
      h % 24 >= 12 && h % 24 < 18 ? 32 : 5,
    );
    const load = hourlyLoadFor(MONTHS, temperatureC);
    monthSums(load).forEach((sum, m) => expect(sum, `month ${m + 1}`).toBeCloseTo(MONTHS[m]!, 6));
    const january = load.subarray(0, 744);
    expect(Math.max(...january)).toBeGreaterThan(1.2 * Math.min(...january));
  });

  it('without a temperature, spreads each month’s kWh evenly over its hours', () => {
    const load = hourlyLoadFor(MONTHS, null);
    expect(load).toHaveLength(8760);
    expect(load[0]).toBe(1); // January: 744 kWh over 744 hours
    expect(load[744]).toBe(1); // February: 672 over 672
    expect(load[744 + 672]).toBe(0); // March: none
    expect(load[8759]).toBe(2); // December: 1488 over 744
  });

  it('scales a production shape so each month adds up to the monthly estimate', () => {
    const shape = new Float64Array(8760);
    shape[12] = 1; // 1 January noon
    shape[36] = 3; // 2 January noon
    const months = [8, 28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const out = scaleToMonths(shape, months);
    expect(out[12]).toBe(2);
    expect(out[36]).toBe(6);
    // February has no production in the shape: 28 kWh over its 28 days × 10:00–14:00 (5 h).
    expect(out[744 + 10]).toBeCloseTo(0.2, 12);
    expect(out[744 + 15]).toBe(0);
    expect(out.reduce((a, b) => a + b, 0)).toBeCloseTo(36, 9);
  });
});

import { describe, expect, it } from 'vitest';
import { HOURS_PER_YEAR } from '../hourly-bill/hour-calendar';
import { meteredMonthlyKwh } from './interval-year';

describe('meteredMonthlyKwh', () => {
  it.each([
    // 1 kWh every hour: each month's days × 24.
    [() => 1, [744, 672, 744, 720, 744, 720, 744, 744, 720, 744, 720, 744]],
    // 2 kWh in one hour a day (17:00), nothing else: days × 2.
    [(h: number) => (h % 24 === 17 ? 2 : 0), [62, 56, 62, 60, 62, 60, 62, 62, 60, 62, 60, 62]],
    // Only the year's last hour (31 December 23:00) and its first.
    [
      (h: number) => (h === HOURS_PER_YEAR - 1 ? 5 : h === 0 ? 3 : 0),
      [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5],
    ],
  ] as const)('sums the hours of each calendar month (%#)', (at, months) => {
    const kwh = Float64Array.from({ length: HOURS_PER_YEAR }, (_, h) => at(h));
    expect(meteredMonthlyKwh(kwh)).toEqual(months);
  });

  it('rounds to the whole kWh and keeps the year', () => {
    const kwh = new Float64Array(HOURS_PER_YEAR).fill(0.37);
    const months = meteredMonthlyKwh(kwh);
    expect(months[0]).toBe(275); // 744 × 0.37 = 275.28
    expect(months[1]).toBe(249); // 672 × 0.37 = 248.64
    expect(Math.abs(months.reduce((a, b) => a + b, 0) - 8760 * 0.37)).toBeLessThan(6);
  });
});

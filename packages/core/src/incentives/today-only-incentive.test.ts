import { describe, expect, it } from 'vitest';
import { usd } from '../units';
import {
  clampTodayOnlyMonths,
  todayOnlyDisplayedPayment,
  todayOnlyPaymentFactor,
  todayOnlyValue,
} from './today-only-incentive';

describe('Today Only months: 0–24, default 12', () => {
  it.each([
    [undefined, 12],
    [-1, 0],
    [0, 0],
    [24, 24],
    [30, 24],
  ])('%s → %s', (months, expected) => {
    expect(clampTodayOnlyMonths(months)).toBe(expected);
  });
});

describe('Today Only value = max × payment factor = min(max, covered payments)', () => {
  it.each([
    // 12 payments of 106 = 1272 < 2000 → factor 0.636, value 1272
    { covered: 1272, max: 2000, hasNoMax: false, isCash: false, factor: 0.636, value: 1272 },
    // 24 payments of 100 = 2400 > 2000 → factor 1, value 2000
    { covered: 2400, max: 2000, hasNoMax: false, isCash: false, factor: 1, value: 2000 },
    // 0 months → nothing
    { covered: 0, max: 2000, hasNoMax: false, isCash: false, factor: 0, value: 0 },
    // cash: no payments, the whole max
    { covered: 0, max: 2000, hasNoMax: false, isCash: true, factor: 1, value: 2000 },
    // no max: the covered payments
    { covered: 1272, max: 0, hasNoMax: true, isCash: false, factor: 0, value: 1272 },
  ])('covered $covered, max $max', ({ covered, max, hasNoMax, isCash, factor, value }) => {
    if (!hasNoMax)
      expect(todayOnlyPaymentFactor(usd(covered), usd(max), isCash)).toBeCloseTo(factor, 12);
    expect(todayOnlyValue({ max, hasNoMax }, usd(covered), isCash)).toBeCloseTo(value, 9);
  });

  it('shows its monthly payment rounded up', () => {
    expect(todayOnlyDisplayedPayment(usd(105.02))).toBe(106);
    expect(todayOnlyDisplayedPayment(usd(106))).toBe(106);
  });
});

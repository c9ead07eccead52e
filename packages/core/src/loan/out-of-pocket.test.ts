import { describe, expect, it } from 'vitest';
import { usd } from '../units';
import { firstPaymentsTotal } from './first-payments-total';
import { outOfPocketCost } from './out-of-pocket';

describe('out-of-pocket: round(x + 0.49), within 0 … total; cash pays the total', () => {
  it.each([
    { entered: 0, total: 28_000, isCash: false, expected: 0 },
    { entered: 1000.2, total: 28_000, isCash: false, expected: 1001 }, // round(1000.69)
    { entered: 1000.005, total: 28_000, isCash: false, expected: 1000 }, // round(1000.495)
    { entered: 1000, total: 28_000, isCash: false, expected: 1000 }, // round(1000.49)
    { entered: 30_000, total: 28_000, isCash: false, expected: 28_000 },
    { entered: -50, total: 28_000, isCash: false, expected: 0 },
    { entered: 0, total: 28_000, isCash: true, expected: 28_000 },
  ])('$entered of $total (cash $isCash) → $expected', ({ entered, total, isCash, expected }) => {
    expect(outOfPocketCost(usd(entered), usd(total), isCash)).toBe(expected);
  });
});

describe('first payments total', () => {
  const loan = {
    initialPeriodPayment: usd(100),
    initialPeriodMonths: 18,
    loanMonthlyPayment: usd(120),
    termMonths: 24,
  };
  it.each([
    [0, 0],
    [12, 1200], // 12 × 100
    [20, 2040], // 18 × 100 + 2 × 120
    [30, 2520], // capped at the 24-month term: 1800 + 6 × 120
  ])('%s months → %s', (months, expected) => {
    expect(firstPaymentsTotal(months, loan)).toBe(expected);
  });
});

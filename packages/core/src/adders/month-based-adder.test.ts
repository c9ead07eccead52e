import { describe, expect, it } from 'vitest';
import { NO_LOAN_PAYMENTS } from '../loan/first-payments-total';
import { adder } from '../testing/calculation-fixtures';
import { usd } from '../units';
import { clampFreeMonths, isMonthBasedAdder, monthBasedAdderDollars } from './month-based-adder';

const loan = {
  initialPeriodPayment: usd(100),
  initialPeriodMonths: 18,
  loanMonthlyPayment: usd(120),
  termMonths: 300,
};

describe('First Year / Free Months: months 1–60 (default 12) of loan payments', () => {
  it.each([
    [undefined, 12],
    [null, 12],
    [0, 1],
    [12, 12],
    [61, 60],
  ])('months %s → %s', (months, expected) => {
    expect(clampFreeMonths(months)).toBe(expected);
  });

  it.each([
    { months: 12, expected: 1200 }, // 12 × 100, all inside the 18-month initial period
    { months: 24, expected: 2520 }, // 18 × 100 + 6 × 120
    { months: 60, expected: 6840 }, // 18 × 100 + 42 × 120
  ])('$months months → $expected', ({ months, expected }) => {
    expect(monthBasedAdderDollars(months, loan)).toBe(expected);
  });

  it('is $0 on a cash deal (no payments)', () => {
    expect(monthBasedAdderDollars(12, NO_LOAN_PAYMENTS)).toBe(0);
  });

  it('is recognised by its months', () => {
    expect(isMonthBasedAdder(adder({ name: 'Free Months Incentive', months: 12 }))).toBe(true);
    expect(isMonthBasedAdder(adder())).toBe(false);
  });
});

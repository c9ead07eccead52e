import { describe, expect, it } from 'vitest';
import { cashOption, financeOption } from '../testing/calculation-fixtures';
import { percent } from '../units';
import { initialPaymentCount, isCashOption, loanSchedule, monthlyRate } from './loan-terms';

describe('loan terms', () => {
  it('monthly rate = apr / 100 / 12', () => {
    expect(monthlyRate(percent(3.99))).toBeCloseTo(0.003325, 12); // 3.99 / 1200
    expect(monthlyRate(percent(0))).toBe(0);
  });

  it.each([
    // 12 × 25 = 300 months; 18-month initial period; 282 remaining; 17 payments in it
    {
      name: 'Sunlight 25yr',
      lender: undefined,
      years: 25,
      term: 300,
      initial: 18,
      remaining: 282,
      shown: 17,
    },
    // lender 'enium': 12-month period, 12 payments shown
    {
      name: 'Enium 20yr',
      lender: 'enium' as const,
      years: 20,
      term: 240,
      initial: 12,
      remaining: 228,
      shown: 12,
    },
    // Issue 9: a name merely containing 'enium' is not Enium
    {
      name: 'Millenium Solar 10yr',
      lender: 'standard' as const,
      years: 10,
      term: 120,
      initial: 18,
      remaining: 102,
      shown: 17,
    },
    // a term not longer than the period has no initial period, so no initial payments
    {
      name: 'Sunlight 1yr',
      lender: undefined,
      years: 1,
      term: 12,
      initial: 0,
      remaining: 12,
      shown: 0,
    },
  ])('$name', ({ name, lender, years, term, initial, remaining, shown }) => {
    const option = financeOption({ name, lengthInYears: years, ...(lender ? { lender } : {}) });
    const schedule = loanSchedule(option);
    expect(schedule).toMatchObject({ term, initialPeriod: initial, remainingTerm: remaining });
    expect(schedule.initialPayments).toBe(shown);
    expect(initialPaymentCount(option)).toBe(shown);
  });

  it('has no initial payments on cash', () => {
    expect(initialPaymentCount(cashOption())).toBe(0);
    expect(initialPaymentCount(null)).toBe(0);
  });

  it.each([
    [null, true],
    [cashOption(), true],
    [financeOption({ name: 'Cash Deal', lengthInYears: 10 }), true],
    [financeOption({ lengthInYears: 0 }), true],
    [financeOption(), false],
  ])('cash option %#', (option, expected) => {
    expect(isCashOption(option)).toBe(expected);
  });
});

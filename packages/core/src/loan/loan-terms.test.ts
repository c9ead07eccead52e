import { describe, expect, it } from 'vitest';
import { cashOption, financeOption } from '../testing/calculation-fixtures';
import { percent } from '../units';
import { initialPeriodPaymentCount, isCashOption, loanSchedule, monthlyRate } from './loan-terms';

describe('loan terms', () => {
  it('monthly rate = apr / 100 / 12', () => {
    expect(monthlyRate(percent(3.99))).toBeCloseTo(0.003325, 12); // 3.99 / 1200
    expect(monthlyRate(percent(0))).toBe(0);
  });

  it.each([
    // 12 × 25 = 300 months; 18-month initial period; 282 remaining
    { name: 'Sunlight 25yr', years: 25, term: 300, initial: 18, remaining: 282, shown: 17 },
    // names containing 'enium' (any case): 12-month period, 12 payments shown
    { name: 'Enium 20yr', years: 20, term: 240, initial: 12, remaining: 228, shown: 12 },
    { name: 'Solar Enium Flex', years: 10, term: 120, initial: 12, remaining: 108, shown: 12 },
    // a term not longer than the period has no initial period
    { name: 'Sunlight 1yr', years: 1, term: 12, initial: 0, remaining: 12, shown: 17 },
  ])('$name', ({ name, years, term, initial, remaining, shown }) => {
    const schedule = loanSchedule(financeOption({ name, lengthInYears: years }));
    expect(schedule).toMatchObject({ term, initialPeriod: initial, remainingTerm: remaining });
    expect(initialPeriodPaymentCount(name)).toBe(shown);
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

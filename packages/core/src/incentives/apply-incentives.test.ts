import { describe, expect, it } from 'vitest';
import { entry, incentive } from '../testing/calculation-fixtures';
import { kw, kwh, usd } from '../units';
import { applyIncentives } from './apply-incentives';

const federal = incentive({
  id: 'fed',
  name: 'Federal Tax Credit',
  scope: 'Federal',
  type: '% of Total Cost',
  value: 30,
});
const ncRebate = incentive({ id: 'nc', value: 1000 });
const scOnly = incentive({ id: 'sc', statesServiced: ['SC'] });
const todayOnly = incentive({
  id: 'today',
  name: 'Today Only Incentive',
  type: 'Today Only Incentive',
  value: 0,
  max: 2000,
  hasNoMax: false,
  scope: 'Custom',
});
const loan = {
  initialPeriodPayment: usd(100),
  initialPeriodMonths: 18,
  loanMonthlyPayment: usd(120),
  termMonths: 300,
};

const input = {
  totalSystemCost: usd(28_000),
  systemSize: kw(8),
  annualProduction: kwh(12_000),
  customerState: 'NC',
  isRedLine: false,
  isCash: false,
  paymentsWithoutTodayOnly: loan,
};

describe('applyIncentives', () => {
  it('drops ineligible ones, orders Federal first, clamps the credit to 26 % and recomputes deductions', () => {
    const stale = { ...entry(ncRebate), deduction: 99_999 };
    const result = applyIncentives({ ...input, entries: [stale, entry(scOnly), entry(federal)] });
    // Federal 26 % of 28 000 = 7280 (30 % clamped); NC rebate 1000; SC-only dropped
    expect(result.entries.map((e) => [e.incentive.id, e.deduction])).toEqual([
      ['fed', 7280],
      ['nc', 1000],
    ]);
    expect(result.total).toBe(8280);
    expect(result.totalLocal).toBe(1000);
  });

  it('values Today Only from the payments without it (12 × 100 = 1200 < 2000)', () => {
    const result = applyIncentives({ ...input, entries: [entry(todayOnly, 12)] });
    expect(result.entries[0]!.deduction).toBe(1200);
  });

  it('zeroes Today Only on the recalculation pass and drops it on red line', () => {
    expect(
      applyIncentives({ ...input, entries: [entry(todayOnly)], paymentsWithoutTodayOnly: null })
        .total,
    ).toBe(0);
    expect(
      applyIncentives({ ...input, entries: [entry(todayOnly)], isRedLine: true }).entries,
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { annualUsage, plan } from '../testing/calculation-fixtures';
import { monthlyUsage, sumKwh } from './monthly-usage';

describe('monthlyUsage by usage entry', () => {
  it('annual: annual / 12 each month', () => {
    expect(monthlyUsage(annualUsage(12_000), plan())).toEqual(new Array(12).fill(1000));
  });

  it('monthly: the same value each month', () => {
    const usage = { ...annualUsage(0), usageEntry: 'monthly' as const, monthlyPowerUsage: 800 };
    expect(sumKwh(monthlyUsage(usage, plan()))).toBe(9600); // 12 × 800
  });

  it('allMonths: Jan … Dec as entered', () => {
    const usage = {
      ...annualUsage(0),
      usageEntry: 'allMonths' as const,
      powerUsageJan: 1200,
      powerUsageJul: 1500,
      powerUsageDec: 900,
    };
    const monthly = monthlyUsage(usage, plan());
    expect(monthly[0]).toBe(1200);
    expect(monthly[6]).toBe(1500);
    expect(monthly[11]).toBe(900);
    expect(sumKwh(monthly)).toBe(3600);
  });

  it('avgMonthlyBill: the exact inverse on the pre-solar plan', () => {
    // $130 a month on plan() → 1000 kWh a month (see bill-inverse tests)
    const usage = {
      ...annualUsage(0),
      usageEntry: 'avgMonthlyBill' as const,
      averageMonthlyBill: 130,
    };
    monthlyUsage(usage, plan()).forEach((m) => expect(m).toBeCloseTo(1000, 9));
  });

  it('avgMonthlyBill out of reach falls back to the stored annual usage', () => {
    const usage = {
      ...annualUsage(6000),
      usageEntry: 'avgMonthlyBill' as const,
      averageMonthlyBill: 50,
    };
    expect(sumKwh(monthlyUsage(usage, plan([])))).toBe(6000);
  });

  it('no usage: twelve zeros', () => {
    expect(monthlyUsage(null, plan())).toEqual(new Array(12).fill(0));
  });
});

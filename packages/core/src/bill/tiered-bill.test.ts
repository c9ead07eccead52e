import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { group, months, plan, tiers } from '../testing/calculation-fixtures';
import { planArbitrary } from '../testing/plan-arbitrary';
import { kwh } from '../units';
import { billForAnnualUsage, evenMonthlyUsage, tieredBill } from './tiered-bill';
import { DEFAULT_CONNECTION_FEE, firstGroupFixedCost } from './month-group-lookup';

const summer = group({
  id: 's',
  name: 'Summer',
  months: months('Jun', 'Jul', 'Aug', 'Sep'),
  fixedCost: 15,
  tiers: tiers([500, 0.2], [999_999_999, 0.3]),
});
const winter = group({
  id: 'w',
  name: 'Winter',
  months: months('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Oct', 'Nov', 'Dec'),
  fixedCost: 10,
  tiers: tiers([999_999_999, 0.1]),
});

describe('tieredBill: Σ months (fixedCost + tiered charge); monthly = annual / 12', () => {
  it.each([
    // one group all year: 10 + 1000 × 0.12 = 130 a month
    { name: 'one group, 1000 kWh/month', p: plan(), usage: 1000, annual: 1560, monthly: 130 },
    // summer 15 + 500×0.2 + 100×0.3 = 145 (×4 = 580); winter 10 + 600×0.1 = 70 (×8 = 560)
    {
      name: 'summer/winter, 600 kWh/month',
      p: plan([summer, winter]),
      usage: 600,
      annual: 1140,
      monthly: 95,
    },
    // only summer covered: 4 × 145 + 8 uncovered months × $10 default fee = 660
    { name: 'uncovered months', p: plan([summer]), usage: 600, annual: 660, monthly: 55 },
    // no group at all: the $10 default connection fee every month
    { name: 'no month group', p: plan([]), usage: 600, annual: 120, monthly: 10 },
    { name: 'no plan', p: null, usage: 600, annual: 120, monthly: 10 },
    // zero usage: fixed fees only
    { name: 'zero usage', p: plan(), usage: 0, annual: 120, monthly: 10 },
    // empty tiers: fixed fee, no energy charge
    { name: 'empty tiers', p: plan([group({ tiers: [] })]), usage: 600, annual: 120, monthly: 10 },
  ])('$name', ({ p, usage, annual, monthly }) => {
    const bill = tieredBill(p, evenMonthlyUsage(kwh(usage * 12)));
    expect(bill.annual).toBeCloseTo(annual, 9);
    expect(bill.monthly).toBeCloseTo(monthly, 9);
  });

  it('takes month-by-month usage', () => {
    // Jan 2000 kWh: 10 + 120 + 1000 × 0.15 = 280; 11 months of 0: 11 × 10 = 110 → 390
    const usage = [2000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0].map(kwh);
    expect(tieredBill(plan(), usage).annual).toBeCloseTo(390, 9);
  });

  it('defaults the connection fee to $10 and floors on the first group', () => {
    expect(DEFAULT_CONNECTION_FEE).toBe(10);
    expect(firstGroupFixedCost(plan([summer, winter]))).toBe(15);
    expect(firstGroupFixedCost(plan([]))).toBe(10);
  });

  it('property: the bill rises with usage', () => {
    fc.assert(
      fc.property(
        planArbitrary(),
        fc.double({ min: 0, max: 200_000, noNaN: true }),
        fc.double({ min: 0, max: 200_000, noNaN: true }),
        (p, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(billForAnnualUsage(p, kwh(low)).annual).toBeLessThanOrEqual(
            billForAnnualUsage(p, kwh(high)).annual + 1e-9,
          );
        },
      ),
    );
  });
});

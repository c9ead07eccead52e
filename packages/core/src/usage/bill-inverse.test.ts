import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billForAnnualUsage } from '../bill/tiered-bill';
import { group, months, plan, tiers } from '../testing/calculation-fixtures';
import { planArbitrary } from '../testing/plan-arbitrary';
import { kwh, usd } from '../units';
import { annualUsageForMonthlyBill } from './bill-inverse';
import { searchAnnualUsageForMonthlyBill } from './bill-inverse-search';

const summerWinter = plan([
  group({
    id: 's',
    months: months('Jun', 'Jul', 'Aug', 'Sep'),
    fixedCost: 15,
    tiers: tiers([500, 0.2], [999_999_999, 0.3]),
  }),
  group({
    id: 'w',
    months: months('Jan', 'Feb', 'Mar', 'Apr', 'May', 'Oct', 'Nov', 'Dec'),
    fixedCost: 10,
    tiers: tiers([999_999_999, 0.1]),
  }),
]);

describe('annualUsageForMonthlyBill: exact inverse of the average bill', () => {
  it.each([
    // plan(): $10 + 0.12 up to 1000 kWh/month, then 0.15
    // 130 = 10 + 0.12 x → x = 1000 kWh/month → 12 000 kWh/yr
    { name: 'at a tier limit', p: plan(), bill: 130, usage: 12_000 },
    // 70 = 10 + 0.12 x → x = 500 → 6000
    { name: 'inside tier 1', p: plan(), bill: 70, usage: 6000 },
    // 195 = 10 + 120 + 0.15 (x − 1000) → x = 1000 + 65/0.15 = 1433.33… → 17 200
    { name: 'inside tier 2', p: plan(), bill: 195, usage: 17_200 },
    // bill(600/month) on summer/winter = 95 (see tiered-bill tests) → 7200
    { name: 'two groups', p: summerWinter, bill: 95, usage: 7200 },
    // at or below the fixed fees: zero usage
    { name: 'bill = fixed fee', p: plan(), bill: 10, usage: 0 },
    { name: 'bill below fixed fee', p: plan(), bill: 4, usage: 0 },
    { name: 'zero bill', p: plan(), bill: 0, usage: 0 },
  ])('$name: USD $bill/month → $usage kWh/yr', ({ p, bill, usage }) => {
    expect(annualUsageForMonthlyBill(p, usd(bill))).toBeCloseTo(usage, 6);
  });

  it.each([
    { name: 'empty tiers', p: plan([group({ tiers: [] })]) },
    { name: 'zero-cost tiers', p: plan([group({ tiers: tiers([999_999_999, 0]) })]) },
    { name: 'no groups', p: plan([]) },
  ])('is null when no usage reaches the bill ($name)', ({ p }) => {
    expect(annualUsageForMonthlyBill(p, usd(50))).toBeNull();
  });

  it('handles unsorted tiers', () => {
    const p = plan([group({ tiers: tiers([999_999_999, 0.15], [1000, 0.12]) })]);
    expect(annualUsageForMonthlyBill(p, usd(195))).toBeCloseTo(17_200, 6);
  });

  it('property: inverse(bill(u)) = u when every cost is positive', () => {
    fc.assert(
      fc.property(planArbitrary(0.01), fc.double({ min: 0, max: 300_000, noNaN: true }), (p, u) => {
        const bill = billForAnnualUsage(p, kwh(u)).monthly;
        const back = annualUsageForMonthlyBill(p, bill);
        expect(back).not.toBeNull();
        // The inverse takes a yearly bill within 1e-9 of the fees' total (relative) as the fees
        // alone (a bill round-tripped through /12 and ×12 may sit an ulp above them); at the
        // cheapest tier (0.01 $/kWh) that is 1e-7 kWh per dollar of yearly bill. E.g. $0.83/month
        // of fees and 0.000001 kWh/yr: 1e-8 $/yr above the fees, within that, so 0 comes back.
        const feesTolerance = (1e-9 * Math.max(1, bill * 12)) / 0.01;
        expect(Math.abs(back! - u)).toBeLessThanOrEqual(1e-6 * Math.max(1, u) + feesTolerance);
      }),
    );
  });

  it('property: bill(inverse(b)) = b when some usage reaches b (costs may be 0)', () => {
    fc.assert(
      fc.property(planArbitrary(0), fc.double({ min: 0, max: 300_000, noNaN: true }), (p, u) => {
        const bill = billForAnnualUsage(p, kwh(u)).monthly;
        const back = annualUsageForMonthlyBill(p, bill)!;
        expect(back).toBeLessThanOrEqual(u + 1e-6 * Math.max(1, u));
        expect(billForAnnualUsage(p, back).monthly).toBeCloseTo(bill, 6);
      }),
    );
  });
});

describe('agreement with the spec’s doubling/halving search', () => {
  it.each([
    { p: plan(), bill: 130 },
    { p: plan(), bill: 195 },
    { p: plan(), bill: 70 },
    { p: summerWinter, bill: 95 },
    { p: summerWinter, bill: 412.37 },
  ])('agrees to 0.001 kWh at USD $bill', ({ p, bill }) => {
    const search = searchAnnualUsageForMonthlyBill(p, usd(bill));
    expect(search.usage).not.toBeNull();
    expect(Math.abs(search.usage! - annualUsageForMonthlyBill(p, usd(bill))!)).toBeLessThan(1e-3);
  });

  it('both give 0 at the fixed fee, and the search does not converge where the inverse is null', () => {
    expect(searchAnnualUsageForMonthlyBill(plan(), usd(10)).usage).toBe(0);
    const flatBill = plan([group({ tiers: [] })]);
    expect(searchAnnualUsageForMonthlyBill(flatBill, usd(50)).usage).toBeNull();
    expect(annualUsageForMonthlyBill(flatBill, usd(50))).toBeNull();
  });

  it('property: agrees wherever the search converges', () => {
    fc.assert(
      fc.property(
        planArbitrary(0),
        fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 2000, noNaN: true })),
        (p, bill) => {
          const search = searchAnnualUsageForMonthlyBill(p, usd(bill));
          const exact = annualUsageForMonthlyBill(p, usd(bill));
          if (search.usage === null) return; // not converged: nothing to compare
          expect(exact).not.toBeNull();
          expect(Math.abs(search.usage - exact!)).toBeLessThan(1e-3);
        },
      ),
      { numRuns: 60 },
    );
  });
});

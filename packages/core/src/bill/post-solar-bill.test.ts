import { describe, expect, it } from 'vitest';
import { group, months, plan, postPlan, tiers } from '../testing/calculation-fixtures';
import { kwh } from '../units';
import { postSolarBill } from './post-solar-bill';

const flat = (value: number) => new Array(12).fill(kwh(value));
const halves = (first: number, second: number) => [
  ...new Array(6).fill(kwh(first)),
  ...new Array(6).fill(kwh(second)),
];

describe('postSolarBill: imports through the tiers, NM credit on surplus, floor at first fixed cost', () => {
  it.each([
    // imported 200/month: 10 + 200 × 0.12 = 34
    {
      name: 'partial offset',
      p: postPlan(),
      usage: flat(1000),
      prod: flat(800),
      monthly: 34,
      credit: 0,
    },
    // surplus without net metering earns nothing: $10 fee only
    {
      name: 'surplus, no NM',
      p: postPlan(),
      usage: flat(1000),
      prod: flat(1200),
      monthly: 10,
      credit: 0,
    },
    // surplus 200/month × 0.5 × $0.10 = $10 credit a month → 120 − 120 = 0 → floored at $10
    {
      name: 'surplus with NM, floored',
      p: postPlan({ hasNetMetering: true, netMeteringPercentage: 0.5, netMeteringRate: 0.1 }),
      usage: flat(1000),
      prod: flat(1200),
      monthly: 10,
      credit: 120,
    },
    // 6 surplus months: 500 × 0.5 × 0.12 = 30 credit each; 6 import months: 10 + 500 × 0.12 = 70
    // annual = 6×10 + 6×70 − 6×30 = 60 + 420 − 180 = 300 → 25 a month
    {
      name: 'annual true-up',
      p: postPlan({ hasNetMetering: true, netMeteringPercentage: 0.5, netMeteringRate: 0.12 }),
      usage: flat(1000),
      prod: halves(1500, 500),
      monthly: 25,
      credit: 180,
    },
    // net metering switched off ignores its percentage and rate
    {
      name: 'NM off ignores rate',
      p: postPlan({ hasNetMetering: false, netMeteringPercentage: 1, netMeteringRate: 0.5 }),
      usage: flat(1000),
      prod: halves(1500, 500),
      monthly: 40, // (6 × 10 + 6 × 70) / 12
      credit: 0,
    },
    // no plan: $10 default fee a month, no energy charge
    { name: 'no plan', p: null, usage: flat(1000), prod: flat(0), monthly: 10, credit: 0 },
  ])('$name', ({ p, usage, prod, monthly, credit }) => {
    const bill = postSolarBill(p, usage, prod);
    expect(bill.monthly).toBeCloseTo(monthly, 9);
    expect(bill.annual).toBeCloseTo(monthly * 12, 9);
    expect(bill.annualCredit).toBeCloseTo(credit, 9);
  });

  it('floors at the first group’s fixed cost, not the cheapest', () => {
    const first = group({
      id: 'a',
      months: months('Jan'),
      fixedCost: 20,
      tiers: tiers([999_999_999, 0.1]),
    });
    const rest = group({
      id: 'b',
      months: months('Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'),
      fixedCost: 5,
    });
    const p = { ...postPlan(), monthGroups: plan([first, rest]).monthGroups };
    // fees: 20 + 11 × 5 = 75 → 6.25 a month, below the first group's 20
    const bill = postSolarBill(p, flat(0), flat(0));
    expect(bill.annualBeforeFloor).toBeCloseTo(75, 9);
    expect(bill.floor).toBe(20);
    expect(bill.monthly).toBe(20);
  });
});

import { describe, expect, it } from 'vitest';
import { incentive } from '../testing/calculation-fixtures';
import { kw, kwh, usd } from '../units';
import { incentiveDeduction } from './incentive-deduction';

// Base: $28 000 total, 8 kW, 12 000 kWh a year
const base = { totalSystemCost: usd(28_000), systemSize: kw(8), annualProduction: kwh(12_000) };

describe('incentiveDeduction by type, capped by max unless hasNoMax', () => {
  it.each([
    { type: '% of Total Cost', value: 26, max: 0, hasNoMax: true, expected: 7280 }, // 28000 × 0.26
    { type: '% of Total Cost', value: 25, max: 3500, hasNoMax: false, expected: 3500 }, // 7000 capped
    { type: '$ per Watt', value: 0.2, max: 0, hasNoMax: true, expected: 1600 }, // 1000 × 8 × 0.2
    { type: '$ per Watt', value: 0.2, max: 1000, hasNoMax: false, expected: 1000 }, // capped
    { type: '$ per kWh', value: 0.05, max: 0, hasNoMax: true, expected: 600 }, // 12000 × 0.05
    { type: 'Fixed Amount', value: 1000, max: 0, hasNoMax: true, expected: 1000 },
    { type: 'Fixed Amount', value: 1000, max: 800, hasNoMax: false, expected: 800 },
    { type: 'Today Only Incentive', value: 500, max: 2000, hasNoMax: false, expected: 500 },
    { type: 'Fixed Amount', value: 1000, max: 0, hasNoMax: false, expected: 0 }, // a max of 0 caps at 0
  ] as const)('$type $value (max $max, no max $hasNoMax) → $expected', (c) => {
    const i = incentive({ type: c.type, value: c.value, max: c.max, hasNoMax: c.hasNoMax });
    expect(incentiveDeduction(i, base)).toBeCloseTo(c.expected, 9);
  });

  it('is $0 on a $0 system', () => {
    const i = incentive({ type: '% of Total Cost', value: 26 });
    expect(incentiveDeduction(i, { ...base, totalSystemCost: usd(0) })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { tiers } from '../testing/calculation-fixtures';
import { kwh } from '../units';
import { tieredEnergyCharge } from './tiered-energy-charge';

describe('tieredEnergyCharge: Σ cost_k × (min(u, upTo_k) − upTo_{k−1})⁺', () => {
  const standard = tiers([1000, 0.12], [999_999_999, 0.15]);
  it.each([
    { usage: 0, expected: 0 },
    { usage: 500, expected: 60 }, // 500 × 0.12
    { usage: 1000, expected: 120 }, // exactly at the first limit
    { usage: 1500, expected: 195 }, // 1000 × 0.12 + 500 × 0.15 = 120 + 75
  ])('$usage kWh → USD $expected', ({ usage, expected }) => {
    expect(tieredEnergyCharge(standard, kwh(usage))).toBeCloseTo(expected, 9);
  });

  it('sorts unsorted tiers first', () => {
    const unsorted = tiers([999_999_999, 0.15], [1000, 0.12]);
    expect(tieredEnergyCharge(unsorted, kwh(1500))).toBeCloseTo(195, 9);
  });

  it('charges usage past the last tier at the last cost', () => {
    // 100 × 0.1 + 100 × 0.2 + 100 × 0.2 = 10 + 20 + 20 = 50
    expect(tieredEnergyCharge(tiers([100, 0.1], [200, 0.2]), kwh(300))).toBeCloseTo(50, 9);
  });

  it('is $0 with empty tiers', () => {
    expect(tieredEnergyCharge([], kwh(800))).toBe(0);
  });
});

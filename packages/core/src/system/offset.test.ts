import { describe, expect, it } from 'vitest';
import { kwh, percent } from '../units';
import { offsets, roundOffset } from './offset';

describe('offsets', () => {
  it.each([
    // solar = 100 × production / usage; total = solar + efficiency
    { production: 9000, usage: 12_000, efficiency: 0, solar: 75, total: 75 },
    { production: 9000, usage: 12_000, efficiency: 15, solar: 75, total: 90 },
    { production: 13_200, usage: 12_000, efficiency: 7.5, solar: 110, total: 117.5 },
    { production: 9000, usage: 0, efficiency: 15, solar: 0, total: 0 }, // zero usage
  ])('$production / $usage kWh with $efficiency % efficiency', (c) => {
    const result = offsets(kwh(c.production), kwh(c.usage), percent(c.efficiency));
    expect(result.solarOffset).toBeCloseTo(c.solar, 9);
    expect(result.totalOffset).toBeCloseTo(c.total, 9);
  });

  it('rounds to the 2 decimals shown', () => {
    expect(roundOffset(110.004)).toBe(110);
    expect(roundOffset(110.006)).toBe(110.01);
  });
});

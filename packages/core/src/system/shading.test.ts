import { describe, expect, it } from 'vitest';
import { kwh, percent } from '../units';
import { applyShading, applyShadingMonthly } from './shading';

describe('applyShading: kWh × (1 − pct/100)', () => {
  it.each([
    { production: 12_000, pct: 15, expected: 10_200 }, // 12000 × 0.85
    { production: 12_000, pct: 0, expected: 12_000 }, // shading off is saved as 0
    { production: 12_000, pct: 100, expected: 0 },
    { production: 12_000, pct: 140, expected: 0 }, // clamped to 100
    { production: 12_000, pct: -5, expected: 12_000 }, // clamped to 0
  ])('$production kWh at $pct % → $expected', ({ production, pct, expected }) => {
    expect(applyShading(kwh(production), percent(pct))).toBeCloseTo(expected, 9);
  });

  it('applies to every month', () => {
    expect(applyShadingMonthly([kwh(100), kwh(200)], percent(10))).toEqual([90, 180]);
  });
});

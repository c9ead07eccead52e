import { describe, expect, it } from 'vitest';
import { percent } from '../units';
import { minimumPanels } from './minimum-panels';
import { shouldNudgeBuild, targetOffsets } from './target-offset';

describe('target offsets: total = min(100, maxTotalOffset); solar = min(maxSolar, max(20, total − efficiency))', () => {
  it.each([
    { maxTotal: 110, maxSolar: 105, efficiency: 0, total: 100, solar: 100 },
    { maxTotal: 0, maxSolar: 0, efficiency: 0, total: 100, solar: 100 }, // 0 = no limit
    { maxTotal: 90, maxSolar: 0, efficiency: 0, total: 90, solar: 90 },
    { maxTotal: 110, maxSolar: 0, efficiency: 25, total: 100, solar: 75 },
    { maxTotal: 40, maxSolar: 0, efficiency: 25, total: 40, solar: 20 }, // 40 − 25 = 15 → base 20
    { maxTotal: 110, maxSolar: 50, efficiency: 0, total: 100, solar: 50 },
  ])('max $maxTotal/$maxSolar, efficiency $efficiency', (c) => {
    const result = targetOffsets(percent(c.maxTotal), percent(c.maxSolar), percent(c.efficiency));
    expect(result).toEqual({ total: c.total, solar: c.solar });
  });

  it('nudges at a maxTotalOffset of 120 % or more', () => {
    expect(shouldNudgeBuild(percent(120))).toBe(true);
    expect(shouldNudgeBuild(percent(119.99))).toBe(false);
  });
});

describe('minimum panels', () => {
  it.each([
    [true, 'Titan', 9],
    [true, 'Solex', 9],
    [false, 'Solex', 11],
    [false, 'Titan', 15],
    [false, 'CEE', 11],
    [false, null, 11],
  ] as const)('red line %s, %s → %s', (isRedLine, template, expected) => {
    expect(minimumPanels(isRedLine, template)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { percent, usdPerWatt } from '../units';
import { lowerBoundBaseline, redLineLowerBound, repBaseline, standardLowerBound } from './baseline';
import { hasCommissionWarning, isEpcTooLow } from './epc-floor-checks';

describe('baseline', () => {
  it.each([
    [2.71234567, 2.7123],
    [2.71236, 2.7124],
    [3, 3],
    [0, null],
    [null, null],
  ])('the lead redline %s rounds to %s', (redline, expected) => {
    expect(repBaseline(redline)).toBe(expected);
  });

  it('the lower bound starts from the override, else the rep’s baseline, else 2.6', () => {
    expect(lowerBoundBaseline(usdPerWatt(2.9), usdPerWatt(2.7))).toBe(2.9);
    expect(lowerBoundBaseline(usdPerWatt(0), usdPerWatt(2.7))).toBe(2.7);
    expect(lowerBoundBaseline(usdPerWatt(0), null)).toBe(2.6);
  });

  it('red line lower bound = baseline + 0.1', () => {
    expect(redLineLowerBound(usdPerWatt(2.6))).toBeCloseTo(2.7, 12);
  });

  it.each([
    // max(3, 2.6 + 0.1) = 3
    { baseline: 2.6, adders: 0, fee: 0, expected: 3 },
    // 2.6 + 0.5 + 0.1 = 3.2: the fee is not divided out (issue 9; was 3.975)
    { baseline: 2.6, adders: 0.5, fee: 20, expected: 3.2 },
    // the demo lenders' 17.5–30 % fees no longer lift the floor over the recommended 3.50
    { baseline: 2.6, adders: 0, fee: 30, expected: 3 },
    // max(3, 3.2 + 0.1) = 3.3
    { baseline: 3.2, adders: 0, fee: 0, expected: 3.3 },
  ])('standard lower bound: baseline $baseline, adders $adders, fee $fee → $expected', (c) => {
    expect(standardLowerBound(usdPerWatt(c.baseline), usdPerWatt(c.adders))).toBeCloseTo(
      c.expected,
      12,
    );
  });
});

describe('EPC too low and the commission warning', () => {
  const base = {
    isRedLine: true,
    proposalEpc: usdPerWatt(3.5),
    baseEpc: usdPerWatt(2.7),
    addersPerWatt: usdPerWatt(0.36),
    financeFee: percent(20),
    baseline: usdPerWatt(2.6),
    hasKnownBaseline: true,
  };

  it.each([
    { name: 'red line exactly at baseline + 0.1', input: { ...base }, tooLow: false },
    { name: 'red line under it', input: { ...base, baseEpc: usdPerWatt(2.69) }, tooLow: true },
    // standard bound max(3, 2.6 + 0.36 + 0.1) = 3.06: 3.05 is too low, 3.06 and 3.5 are not
    {
      name: 'standard under the bound',
      input: { ...base, isRedLine: false, proposalEpc: usdPerWatt(3.05) },
      tooLow: true,
    },
    {
      name: 'standard at the bound',
      input: { ...base, isRedLine: false, proposalEpc: usdPerWatt(3.06) },
      tooLow: false,
    },
    { name: 'standard at 3.50', input: { ...base, isRedLine: false }, tooLow: false },
  ])('$name', ({ input, tooLow }) => {
    expect(isEpcTooLow(input)).toBe(tooLow);
  });

  it.each([
    // net = 3.5 × 0.8 − 0.36 = 2.44 < 2.8 + 0.1 → warn
    { baseline: 2.8, epc: 3.5, known: true, warn: true },
    // net = 4.5 × 0.8 − 0.36 = 3.24 ≥ 2.9 → no warning
    { baseline: 2.8, epc: 4.5, known: true, warn: false },
    // no baseline known → never
    { baseline: 2.8, epc: 3.5, known: false, warn: false },
  ])(
    'commission warning: baseline $baseline, EPC $epc → $warn',
    ({ baseline, epc, known, warn }) => {
      const input = {
        ...base,
        baseline: usdPerWatt(baseline),
        proposalEpc: usdPerWatt(epc),
        hasKnownBaseline: known,
      };
      expect(hasCommissionWarning(input)).toBe(warn);
    },
  );
});

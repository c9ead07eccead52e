import { describe, expect, it } from 'vitest';
import { fraction, kw, percent, usd, usdPerWatt } from '../units';
import { commissionSplit, estimatedRepMake } from './rep-make';

describe('commission split', () => {
  it.each([
    { lookup: 0.5, closer: false, expected: 0.5 },
    { lookup: null, closer: true, expected: 0.6 },
    { lookup: null, closer: false, expected: 0.35 },
  ])('lookup $lookup, setter is closer $closer → $expected', ({ lookup, closer, expected }) => {
    expect(commissionSplit(lookup, closer)).toBe(expected);
  });
});

describe('estimated rep make', () => {
  const input = {
    totalSystemCost: usd(28_000),
    systemSize: kw(8),
    baseline: usdPerWatt(2.2),
    financeFee: percent(20),
    proposalEpc: usdPerWatt(3.5),
    addersPerWatt: usdPerWatt(0.36),
    monthBasedAddersPerWatt: usdPerWatt(0),
    stateAdderPerWatt: usdPerWatt(0.05),
    split: fraction(0.35),
  };

  it('split × (total − 1000 kW × (baseline + fee × EPC + adders + month adders + state adder))', () => {
    // per watt = 2.2 + 0.2 × 3.5 + 0.36 + 0 + 0.05 = 3.31 → 1000 × 8 × 3.31 = 26 480
    // (28 000 − 26 480) × 0.35 = 1520 × 0.35 = 532
    expect(estimatedRepMake(input)).toBeCloseTo(532, 9);
  });

  it('counts month-based adders', () => {
    // + 0.1 $/W → 800 less: (1520 − 800) × 0.35 = 252
    expect(estimatedRepMake({ ...input, monthBasedAddersPerWatt: usdPerWatt(0.1) })).toBeCloseTo(
      252,
      9,
    );
  });

  it('is 0 without a baseline', () => {
    expect(estimatedRepMake({ ...input, baseline: null })).toBe(0);
  });
});

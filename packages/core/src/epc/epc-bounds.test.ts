import { describe, expect, it } from 'vitest';
import { adder, financeOption } from '../testing/calculation-fixtures';
import { kw, usd, usdPerWatt } from '../units';
import { effectiveMaxEpc, epcBoundsStatus, exceedsMaxLoanAmount } from './epc-bounds';

const min = usdPerWatt(2.5);
const max = usdPerWatt(5.5);

describe('EPC bounds: [minEpc, maxEpc + 0.00001]', () => {
  it.each([
    { epc: 2.5, below: false, above: false }, // exactly at min
    { epc: 2.49999, below: true, above: false },
    { epc: 5.5, below: false, above: false }, // exactly at max
    { epc: 5.500009, below: false, above: false }, // inside the tolerance
    { epc: 5.50002, below: false, above: true },
  ])('$epc', ({ epc, below, above }) => {
    const status = epcBoundsStatus(usdPerWatt(epc), min, max, false);
    expect(status).toEqual({ isBelowMin: below, isAboveMax: above, isOutOfBounds: below || above });
  });

  it('exempts a manual proposal EPC', () => {
    expect(epcBoundsStatus(usdPerWatt(9), min, max, true).isOutOfBounds).toBe(false);
    expect(epcBoundsStatus(usdPerWatt(1), min, max, true).isOutOfBounds).toBe(false);
  });

  it('has no upper bound when maxEpc is 0', () => {
    expect(epcBoundsStatus(usdPerWatt(50), usdPerWatt(0), usdPerWatt(0), false).isOutOfBounds).toBe(
      false,
    );
  });
});

describe('Loanpal/GoodLeap maxEpc raise: + battery adder $/W × (1 + fee/100)', () => {
  const battery = adder({ name: 'Emergency Battery Backup', isEpcAdder: true, epcAdder: 1 });
  it.each([
    // 5 + 1 × 1.25 = 6.25
    { name: 'GoodLeap 25yr', adders: [battery], expected: 6.25 },
    { name: 'goodleap 10yr', adders: [battery], expected: 6.25 },
    { name: 'Loanpal 20yr', adders: [battery], expected: 6.25 },
    // $8000 on 8 kW = 1 $/W → the same raise
    {
      name: 'GoodLeap 25yr',
      adders: [adder({ name: 'Emergency Battery Backup', adder: 8000 })],
      expected: 6.25,
    },
    { name: 'Sunlight 25yr', adders: [battery], expected: 5 }, // other lenders: no raise
    { name: 'GoodLeap 25yr', adders: [adder({ name: 'Monitoring', adder: 8000 })], expected: 5 }, // other adders
  ])('$name', ({ name, adders, expected }) => {
    const option = financeOption({ name, maxEpc: 5, fee: 25 });
    expect(effectiveMaxEpc(option, adders, kw(8))).toBeCloseTo(expected, 12);
  });

  it('keeps 0 (no cap) as 0', () => {
    expect(effectiveMaxEpc(financeOption({ name: 'GoodLeap', maxEpc: 0 }), [battery], kw(8))).toBe(
      0,
    );
  });
});

describe('maxLoanAmount on the net cost', () => {
  it.each([
    { net: 100_001, max: 100_000, exceeds: true },
    { net: 100_000, max: 100_000, exceeds: false }, // exactly at the limit
    { net: 500_000, max: 0, exceeds: false }, // 0 = no limit
  ])('$net vs $max', ({ net, max, exceeds }) => {
    expect(exceedsMaxLoanAmount(usd(net), usd(max))).toBe(exceeds);
  });
});

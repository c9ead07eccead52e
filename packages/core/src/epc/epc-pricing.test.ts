import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kw, usd, usdPerWatt } from '../units';
import { type EpcPricingLimits, maxAllowedEpc, priceEpc } from './epc-pricing';
import { searchPricedEpc } from './epc-pricing-search';

const limits = (overrides: Partial<EpcPricingLimits> = {}): EpcPricingLimits => ({
  maxEpc: usdPerWatt(5.5),
  minEpc: usdPerWatt(2.5),
  maxLoanAmount: usd(30_000),
  outOfPocket: usd(2000),
  systemSize: kw(8),
  ...overrides,
});

describe('EPC pricing: min(target, maxEpc, (maxLoan + oop)/(1000 kW)), at least minEpc', () => {
  it.each([
    // loan cap (30000 + 2000) / 8000 = 4.0
    { name: 'loan cap binds', l: limits(), target: 4.5, cap: 4, priced: 4 },
    { name: 'target under the caps', l: limits(), target: 3.5, cap: 4, priced: 3.5 },
    {
      name: 'maxEpc binds',
      l: limits({ maxLoanAmount: usd(100_000) }),
      target: 7,
      cap: 5.5,
      priced: 5.5,
    },
    {
      name: 'minEpc wins over a low cap',
      l: limits({ minEpc: usdPerWatt(4.2) }),
      target: 4.5,
      cap: 4,
      priced: 4.2,
    },
    {
      name: 'no caps',
      l: limits({ maxEpc: usdPerWatt(0), maxLoanAmount: usd(0) }),
      target: 9,
      cap: null,
      priced: 9,
    },
  ])('$name', ({ l, target, cap, priced }) => {
    const found = maxAllowedEpc(l);
    if (cap === null) expect(found).toBeNull();
    else expect(found).toBeCloseTo(cap, 12);
    expect(priceEpc(usdPerWatt(target), l)).toBeCloseTo(priced, 12);
  });

  it.each([
    { target: 4.5, l: limits() },
    { target: 3.5, l: limits() },
    { target: 7, l: limits({ maxLoanAmount: usd(100_000) }) },
    {
      target: 3.217,
      l: limits({ maxLoanAmount: usd(25_731), outOfPocket: usd(0), systemSize: kw(7.38) }),
    },
  ])('agrees with the spec’s stepped search to 0.00001 (target $target)', ({ target, l }) => {
    const search = searchPricedEpc(usdPerWatt(target), l);
    expect(Math.abs(search.epc - priceEpc(usdPerWatt(target), l))).toBeLessThanOrEqual(
      0.00001 + 1e-12,
    );
  });

  it('property: agrees with the search everywhere', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2, max: 8, noNaN: true }),
        fc.double({ min: 3, max: 7, noNaN: true }),
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 1, max: 20, noNaN: true }),
        (target, max, loan, oop, size) => {
          const l = limits({
            maxEpc: usdPerWatt(max),
            maxLoanAmount: usd(loan),
            outOfPocket: usd(oop),
            systemSize: kw(size),
            minEpc: usdPerWatt(0),
          });
          const search = searchPricedEpc(usdPerWatt(target), l).epc;
          expect(Math.abs(search - priceEpc(usdPerWatt(target), l))).toBeLessThanOrEqual(
            0.00001 + 1e-9,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

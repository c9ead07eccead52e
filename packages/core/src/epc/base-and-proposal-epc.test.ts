import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kw, percent, usd, usdPerWatt } from '../units';
import { baseEpc, redLineBaseEpc, standardBaseEpc } from './base-epc';
import { proposalEpcFromBase, proposalEpcFromDollars } from './proposal-epc';

// Adders $2880 on 8 kW = 0.36 $/W (see adder-totals tests)
const addersW = usdPerWatt(0.36);

describe('base EPC', () => {
  it('standard: proposal EPC − adders/W', () => {
    expect(standardBaseEpc(usdPerWatt(3.5), addersW)).toBeCloseTo(3.14, 12); // 3.5 − 0.36
  });

  it('red line: proposal EPC × (1 − fee) − adders/W', () => {
    // 3.5 × 0.8 − 0.36 = 2.8 − 0.36 = 2.44
    expect(redLineBaseEpc(usdPerWatt(3.5), addersW, percent(20))).toBeCloseTo(2.44, 12);
  });
});

describe('proposal EPC (pricing form)', () => {
  it.each([
    // standard: 3.14 + 0.36 = 3.5
    { base: 3.14, fee: 20, isRedLine: false, expected: 3.5 },
    // red line: (2.44 + 0.36) / 0.8 = 3.5
    { base: 2.44, fee: 20, isRedLine: true, expected: 3.5 },
    // red line, 0 fee: 2.44 + 0.36 = 2.8
    { base: 2.44, fee: 0, isRedLine: true, expected: 2.8 },
  ])(
    'base $base, fee $fee %, red line $isRedLine → $expected',
    ({ base, fee, isRedLine, expected }) => {
      expect(proposalEpcFromBase(usdPerWatt(base), addersW, percent(fee), isRedLine)).toBeCloseTo(
        expected,
        12,
      );
      // the dollar form: (1000 × base × 8 + 2880) / 8 / 1000 [÷ (1 − fee)]
      expect(
        proposalEpcFromDollars(usdPerWatt(base), usd(2880), kw(8), percent(fee), isRedLine),
      ).toBeCloseTo(expected, 12);
    },
  );

  it('treats a 0 kW system as 1 kW in the dollar form', () => {
    // (1000 × 3 × 1 + 500) / 1 / 1000 = 3.5
    expect(proposalEpcFromDollars(usdPerWatt(3), usd(500), kw(0), percent(0), false)).toBeCloseTo(
      3.5,
      12,
    );
  });

  const epc = fc.double({ min: 0, max: 10, noNaN: true });
  it('property: red-line and standard forms agree when the fee is 0', () => {
    fc.assert(
      fc.property(epc, fc.double({ min: 0, max: 2, noNaN: true }), (value, adders) => {
        const e = usdPerWatt(value);
        const a = usdPerWatt(adders);
        expect(baseEpc(e, a, percent(0), true)).toBeCloseTo(baseEpc(e, a, percent(0), false), 12);
        expect(proposalEpcFromBase(e, a, percent(0), true)).toBeCloseTo(
          proposalEpcFromBase(e, a, percent(0), false),
          12,
        );
      }),
    );
  });

  it('property: the pricing form inverts the base EPC on both forms', () => {
    fc.assert(
      fc.property(
        epc,
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.boolean(),
        (value, adders, fee, isRedLine) => {
          const base = baseEpc(usdPerWatt(value), usdPerWatt(adders), percent(fee), isRedLine);
          expect(
            proposalEpcFromBase(base, usdPerWatt(adders), percent(fee), isRedLine),
          ).toBeCloseTo(value, 9);
        },
      ),
    );
  });
});

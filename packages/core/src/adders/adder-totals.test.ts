import { describe, expect, it } from 'vitest';
import { NO_LOAN_PAYMENTS } from '../loan/first-payments-total';
import { adder, siteSettings } from '../testing/calculation-fixtures';
import { kw, usd } from '../units';
import { adderTotals } from './adder-totals';
import { proposalAdders } from './proposal-adders';

const ctx = {
  systemSize: kw(8),
  isRedLine: false,
  treeAdderAmount: usd(350),
  loan: NO_LOAN_PAYMENTS,
  points: 2,
};

describe('adderTotals', () => {
  it('converts EPC adders to dollars and spreads the sum per watt', () => {
    // EPC adder 0.1 $/W × 1000 × 8 kW = 800; dollars 500; 2 trees × 500 = 1000; 2 points × 290 = 580
    // Σ = 2880; per watt = 2880 / 8000 = 0.36
    const totals = adderTotals(
      [
        adder({ name: 'Ground Mount', isEpcAdder: true, epcAdder: 0.1 }),
        adder({ name: 'Monitoring', adder: 500 }),
        adder({ name: 'Tree Adder', numTrees: 2 }),
      ],
      ctx,
    );
    expect(totals.items.map((i) => i.dollars)).toEqual([800, 500, 1000, 580]);
    expect(totals.dollars).toBeCloseTo(2880, 9);
    expect(totals.perWatt).toBeCloseTo(0.36, 12);
  });

  it('prices trees at the site amount on red line', () => {
    // 2 × 350 = 700, no points
    const totals = adderTotals([adder({ numTrees: 2 })], { ...ctx, isRedLine: true, points: 0 });
    expect(totals.dollars).toBe(700);
  });

  it('spreads over 1 kW when the system is 0 kW', () => {
    // 500 / (1000 × 1) = 0.5
    expect(
      adderTotals([adder({ adder: 500 })], { ...ctx, systemSize: kw(0), points: 0 }).perWatt,
    ).toBe(0.5);
  });
});

describe('proposalAdders', () => {
  const settings = siteSettings({
    adders: [
      adder({ name: 'Monitoring', adder: 300, isLocked: true }),
      adder({ name: 'LED Lights', adder: 400 }),
      adder({ name: 'Small System', adder: 1000 }),
    ],
    roofTypes: [adder({ name: 'Comp Shingle', adder: 0 }), adder({ name: 'Tile', adder: 1500 })],
  });
  const input = {
    customAdders: [adder({ name: 'LED Lights', adder: 400 })],
    siteSettings: settings,
    roofType: 'Tile',
    isRedLine: false,
    arrays: [{ panels: 10, tilt: 20 }],
    installerBaseTemplate: 'Solex' as const,
  };

  it('adds locked site adders and the roof type', () => {
    expect(proposalAdders(input).map((a) => a.name)).toEqual(['LED Lights', 'Monitoring', 'Tile']);
  });

  it('adds the automatic adders on red line only', () => {
    expect(proposalAdders({ ...input, isRedLine: true }).map((a) => a.name)).toEqual([
      'LED Lights',
      'Monitoring',
      'Tile',
      'Small System',
    ]);
  });
});

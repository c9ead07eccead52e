import { describe, expect, it } from 'vitest';
import {
  adder,
  financeOption,
  installer,
  panelArray,
  powerCompany,
  scenario,
} from '../testing/calculation-fixtures';
import { computeProposal } from './compute-proposal';

const codes = (figures: ReturnType<typeof computeProposal>) => figures.messages.map((m) => m.code);

describe('computeProposal: rep make and EPC floors', () => {
  it.each([
    // 2.20004 → 2.2; 1000 × 8 × 2.2 = 17 600; (28 000 − 17 600) × 0.35 = 3640
    { name: 'default split', extra: {}, expected: 3640 },
    { name: 'setter is closer', extra: { isLeadSetterCloser: true }, expected: 6240 }, // 10 400 × 0.6
    { name: 'looked-up split', extra: { split: 0.5 }, expected: 5200 },
    // NC state adder 0.05 $/W: 1000 × 8 × 2.25 = 18 000 → 10 000 × 0.35 = 3500
    {
      name: 'state adder',
      extra: { installer: installer({ adders: [{ state: 'NC', adder: 0.05 }] }) },
      expected: 3500,
    },
    { name: 'no baseline', extra: { baseline: null }, expected: 0 },
  ])('$name', ({ extra, expected }) => {
    expect(computeProposal(scenario({ baseline: 2.20004, ...extra })).estimatedRepMake).toBeCloseTo(
      expected,
      6,
    );
  });

  it('warns about commissions and a low EPC under the baseline', () => {
    // baseline 3.45 + 0.1 = 3.55 > 3.5; standard bound max(3, 3.45 + 0.1) = 3.55 > 3.5
    const figures = computeProposal(scenario({ baseline: 3.45 }));
    expect(codes(figures)).toEqual(['epcTooLow', 'commissionDeduction']);
    expect(figures.canGenerate).toBe(true);
  });
});

describe('computeProposal: checks', () => {
  it.each([
    {
      name: 'no system',
      s: { panelArrays: [panelArray({ panels: 0 })] },
      expected: ['systemSizeCannotBeZero', 'totalSystemCostRequired'],
    },
    {
      name: 'over the kW limit',
      s: { powerCompany: powerCompany({ systemSizeLimit: 7 }) },
      expected: ['sizeOverCompanyLimit'],
    },
    {
      name: 'exactly at the kW limit',
      s: { powerCompany: powerCompany({ systemSizeLimit: 8 }) },
      expected: [],
    },
    {
      name: 'no kW limit',
      s: { powerCompany: powerCompany({ systemSizeLimit: 0 }) },
      expected: [],
    },
    { name: 'EPC above max', s: { baseEpc: 5.6 }, expected: ['finalEpcOutOfBounds'] },
    {
      name: 'EPC above max with points',
      s: { baseEpc: 5.6 - 0.10875, points: 3 },
      expected: ['finalEpcOutOfBounds', 'pointsExceedEpcLimit'],
    },
    {
      name: 'manual EPC above max',
      s: { proposalEpc: 5.6, hasManualProposalEpc: true },
      expected: [],
    },
    { name: 'EPC exactly at max', s: { baseEpc: 5.5 }, expected: [] },
    {
      name: 'EPC exactly at min',
      s: { baseEpc: 2.5, baseline: null },
      expected: ['epcTooLow'],
    },
    {
      name: 'EPC below min',
      s: { baseEpc: 2.4 },
      expected: ['finalEpcOutOfBounds', 'epcTooLow'],
    },
    {
      name: 'net above max loan',
      s: { baseEpc: 3.5, financeOption: financeOption({ maxLoanAmount: 25_000 }) },
      expected: ['netSystemCostAboveMax'],
    },
    {
      name: 'net at max loan',
      s: { financeOption: financeOption({ maxLoanAmount: 25_000 }), outOfPocketCost: 3000 },
      expected: [],
    },
    {
      name: 'no template, no escalator',
      s: { template: null, annualEnergyRateEscalator: null },
      expected: ['noSelectedTemplate', 'annualEnergyRateEscalatorRequired'],
    },
    { name: 'no power info', s: { preSolarPowerUsage: null }, expected: ['powerInfoRequired'] },
    {
      name: 'solar offset over max',
      s: { powerCompany: powerCompany({ maxSolarOffset: 95 }) },
      expected: ['solarOffsetCannotExceed'],
    },
    {
      name: 'one-panel array',
      s: { panelArrays: [panelArray({ panels: 19 }), panelArray({ panels: 1 })] },
      expected: ['panelsPerArrayCantBeOne'],
    },
    {
      name: 'over max allowed',
      s: { panelArrays: [panelArray({ panels: 20, maxPanelsAllowed: 18 })] },
      expected: ['panelsOverMaxAllowed'],
    },
    {
      name: 'north-facing panels',
      s: { panelArrays: [panelArray({ panels: 20, azimuth: 10 })] },
      expected: ['northFacingEpcNote'],
    },
    {
      name: 'under the minimum',
      s: { panelArrays: [panelArray({ panels: 10 })] },
      expected: ['belowMinimumPanels'],
    },
  ] as const)('$name', ({ s, expected }) => {
    expect(codes(computeProposal(scenario(s as Parameters<typeof scenario>[0])))).toEqual(expected);
  });

  it('uses the spec’s exact texts', () => {
    const figures = computeProposal(
      scenario({
        powerCompany: powerCompany({ systemSizeLimit: 7, maxSolarOffset: 95 }),
        financeOption: financeOption({ maxLoanAmount: 25_000 }),
        baseEpc: 3.5,
      }),
    );
    expect(figures.messages.map((m) => m.text)).toEqual([
      'Solar Offset cannot exceed 95%.',
      'Size greater than Duke Energy 7Kw limit',
      'Net System Cost is above the max of 25000',
    ]);
    expect(figures.canGenerate).toBe(false);
  });

  it('raises maxEpc for GoodLeap with the battery adder', () => {
    // 5 + 1 × 1.25 = 6.25 ≥ 6.0: in bounds for GoodLeap, out for Sunlight
    const battery = adder({ name: 'Emergency Battery Backup', isEpcAdder: true, epcAdder: 1 });
    const goodLeap = computeProposal(
      scenario({
        baseEpc: 5,
        customAdders: [battery],
        financeOption: financeOption({ name: 'GoodLeap 25yr', maxEpc: 5, fee: 25 }),
      }),
    );
    expect(goodLeap.maxEpc).toBeCloseTo(6.25, 12);
    expect(codes(goodLeap)).not.toContain('finalEpcOutOfBounds');
    const sunlight = computeProposal(
      scenario({
        baseEpc: 5,
        customAdders: [battery],
        financeOption: financeOption({ maxEpc: 5, fee: 25 }),
      }),
    );
    expect(codes(sunlight)).toContain('finalEpcOutOfBounds');
  });
});

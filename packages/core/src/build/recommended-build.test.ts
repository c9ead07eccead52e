import { describe, expect, it } from 'vitest';
import {
  adder,
  financeOption,
  flatMonths,
  installer,
  panelArray,
  powerCompany,
  scenario,
} from '../testing/calculation-fixtures';
import { computeRecommendedBuild } from './recommended-build';
import { RecommendedBuildInputSchema } from './recommended-build.schema';

// Face A: south, max 15, 600 kWh/panel; face B: azimuth 200, max 30, 500 kWh/panel
const faceA = panelArray({
  panels: 0,
  azimuth: 180,
  maxPanelsAllowed: 15,
  singlePanelProduction: flatMonths(600),
});
const faceB = panelArray({
  panels: 0,
  azimuth: 200,
  maxPanelsAllowed: 30,
  singlePanelProduction: flatMonths(500),
});
const build = (overrides: Parameters<typeof scenario>[0] = {}, panelsToAdd: 0 | 1 = 0) =>
  computeRecommendedBuild(
    RecommendedBuildInputSchema.parse({
      ...scenario({ panelArrays: [faceA, faceB], proposalEpc: null, ...overrides }),
      panelsToAddToRecommendedBuild: panelsToAdd,
    }),
  );

describe('computeRecommendedBuild', () => {
  it('fills south first to a 100 % target and prices the build', () => {
    // target min(100, 110) = 100 % of 12 000 = 12 000 kWh: A 15 (9000) + B 6 (3000)
    // 21 × 400 W = 8.4 kW; EPC = site default 3.5; total 1000 × 3.5 × 8.4 = 29 400
    const result = build();
    expect(result.panelArrays.map((a) => [a.panels, a.recommendedPanels])).toEqual([
      [15, 15],
      [6, 6],
    ]);
    expect(result.targetTotalOffset).toBe(100);
    expect(result.epc).toBe(3.5);
    expect(result.figures.systemSize).toBeCloseTo(8.4, 12);
    expect(result.figures.totalSystemCost).toBe(29_400);
    expect(result.figures.totalAnnualProduction).toBeCloseTo(12_000, 9);
    expect(result.figures.preSolarMonthlyBill).toBe(130);
    expect(result.recommendedPanelsMeetsMin).toBe(true); // 21 ≥ 11
    expect(result.panelArrays[0]!.production[0]).toBeCloseTo(750, 9); // 15 × 50
    expect(result.messages).toEqual([]);
  });

  it('nudges one panel up when the company allows 120 % and adds panelsToAddToRecommendedBuild', () => {
    // A is full at its max of 15, so the nudge and the BSA/CEE panel go on B: 6 + 1 + 1 = 8
    const result = build(
      { powerCompany: powerCompany({ maxTotalOffset: 120, maxSolarOffset: 120 }) },
      1,
    );
    expect(result.panelArrays.map((a) => a.panels)).toEqual([15, 8]);
  });

  it('lowers the solar target by the efficiency adders', () => {
    // LED + thermostat = 15 % → solar target 85 % = 10 200 kWh: A 15 (9000) + B ceil(1200/500) = 3
    const result = build({
      customAdders: [
        adder({ name: 'LED Lights', adder: 300 }),
        adder({ name: 'Smart Thermostat', adder: 250 }),
      ],
    });
    expect(result.targetSolarOffset).toBe(85);
    expect(result.panelArrays.map((a) => a.panels)).toEqual([15, 3]);
  });

  it('says when 100 % cannot be reached within the panel maxima', () => {
    const small = [
      { ...faceA, maxPanelsAllowed: 10 },
      { ...faceB, maxPanelsAllowed: 5 },
    ];
    const result = build({ panelArrays: small });
    // A 10 + B 5 = 8500 kWh; 3500 more → A + 6 = 16
    expect(result.panelArrays.map((a) => a.panels)).toEqual([16, 5]);
    expect(result.messages.map((m) => m.code)).toContain('cannotReachFullOffset');
  });

  it('keeps to the power company’s kW limit', () => {
    // 6 kW / 400 W = 15 panels → B loses its 6
    const result = build({ powerCompany: powerCompany({ systemSizeLimit: 6 }) });
    expect(result.panelArrays.map((a) => a.panels)).toEqual([15, 0]);
    expect(result.messages.map((m) => m.code)).toContain('maxSystemSizeReached');
  });

  const usageOf = (annualPowerUsage: number) => ({
    ...scenario().preSolarPowerUsage!,
    annualPowerUsage,
  });

  it('recommends at least the minimum build (issue 9: a 600 kWh home got 0 panels)', () => {
    // 600 kWh at 100 % → A ceil(600 / 600) = 1 → 2 (1200 kWh); the solar limit 105 % of 600 =
    // 630 kWh trims it to 0; the minimum then puts 11 ({product}) on A, the best face (max 15)
    const standard = build({ preSolarPowerUsage: usageOf(600) });
    expect(standard.panelArrays.map((a) => a.panels)).toEqual([11, 0]);
    expect(standard.recommendedPanelsMeetsMin).toBe(true);
    expect(standard.messages.map((m) => m.code)).not.toContain('belowMinimumPanels');
    // red line: 9 panels, spec 2 §9 "Minimum build 9 panels"
    const redLine = build({ preSolarPowerUsage: usageOf(600), isRedLine: true });
    expect(redLine.panelArrays.map((a) => a.panels)).toEqual([9, 0]);
    // Titan: 3000 kWh → A 5, raised to 15 (A's max)
    const titan = build({
      preSolarPowerUsage: usageOf(3000),
      installer: installer({ baseTemplate: 'Titan' }),
    });
    expect(titan.panelArrays.map((a) => a.panels)).toEqual([15, 0]);
    expect(titan.recommendedPanelsMeetsMin).toBe(true);
    // the minimum fills A to its max of 15 and puts the rest on B: 600 kWh, Titan, A max 10 →
    // A 10 + B 5
    const small = build({
      preSolarPowerUsage: usageOf(600),
      installer: installer({ baseTemplate: 'Titan' }),
      panelArrays: [{ ...faceA, maxPanelsAllowed: 10 }, faceB],
    });
    expect(small.panelArrays.map((a) => a.panels)).toEqual([10, 5]);
  });

  it('flags a build the kW limit keeps under the minimum', () => {
    // 2 kW / 400 W = 5 panels: the limit (a power company restriction) wins over the minimum 11
    const result = build({
      preSolarPowerUsage: usageOf(600),
      powerCompany: powerCompany({ systemSizeLimit: 2 }),
    });
    expect(result.panelArrays.map((a) => a.panels)).toEqual([5, 0]);
    expect(result.recommendedPanelsMeetsMin).toBe(false);
    expect(result.messages.map((m) => m.code)).toEqual(
      expect.arrayContaining(['belowMinimumPanels', 'maxSystemSizeReached']),
    );
  });

  it('keeps the CEE/BSA panel after the offset trim (issue 9: 34 stayed 34)', () => {
    // LED 7.5 %, maxTotal 100 → solar limit 92.5 % of 12 000 = 11 100 kWh; A 15 (9000) +
    // B ceil(2100 / 500) = 5 → 11 500 > 11 100 → B 4 (11 000). The added panel comes after the
    // trim: B 5, 15 × 600 + 5 × 500 = 11 500 kWh (95.83 %)
    const overrides = {
      powerCompany: powerCompany({ maxTotalOffset: 100 }),
      customAdders: [adder({ name: 'LED Lights' })],
    };
    expect(build(overrides, 0).panelArrays.map((a) => a.panels)).toEqual([15, 4]);
    const added = build(overrides, 1);
    expect(added.panelArrays.map((a) => a.panels)).toEqual([15, 5]);
    expect(added.figures.totalAnnualProduction).toBeCloseTo(11_500, 9);
  });

  it('sizes the EPC as if the best face had no max when the build has north-facing panels', () => {
    // loan cap 26 000: the recommended 21 panels (8.4 kW) would give 26 000 / 8400 = 3.0952;
    // with north panels, EPC uses ceil(12 000 / 600) = 20 panels on A = 8 kW → 26 000 / 8000 = 3.25
    const north = panelArray({ panels: 4, azimuth: 10, singlePanelProduction: flatMonths(300) });
    const option = financeOption({ maxLoanAmount: 26_000 });
    const withNorth = build({ panelArrays: [faceA, faceB, north], financeOption: option });
    expect(withNorth.epc).toBeCloseTo(3.25, 12);
    expect(withNorth.panelArrays.map((a) => [a.panels, a.isInBaseEpcCalculation])).toEqual([
      [15, true],
      [6, true],
      [0, false],
    ]);
    expect(withNorth.messages.map((m) => m.code)).toContain('northFacingEpcNote');
    expect(build({ financeOption: option }).epc).toBeCloseTo(26_000 / 8400, 12);
  });

  it('fails to save without usage and asks for a build without production', () => {
    const result = build({ preSolarPowerUsage: null });
    expect(result.messages.map((m) => m.code)).toEqual([
      'failedToSave',
      'powerInfoRequired',
      'generateRecommendedBuild',
    ]);
  });

  it('keeps the recommended build within the company offset limits', () => {
    // solar target 100 % = 12 000 kWh: A 15 (9000, full) + B 6 (3000); the nudge at 120 goes on
    // B (7, 12 500 kWh > the 100 % solar cap) → B trimmed back to 6 (12 000 = 100 %)
    const result = build({
      powerCompany: powerCompany({ maxTotalOffset: 120, maxSolarOffset: 100 }),
    });
    expect(result.panelArrays.map((a) => a.panels)).toEqual([15, 6]);
    expect(result.messages).toEqual([]);
    const total = build({
      powerCompany: powerCompany({ maxTotalOffset: 120, maxSolarOffset: 0 }),
      customAdders: [adder({ name: 'Insulation' })],
    });
    // insulation 20 % → solar target 80 % (9600 kWh): A 15 (9000) + B 2 (1000) + nudge A → 10 600 = 88.33 % + 20 = 108.33 % ≤ 120
    expect(total.messages).toEqual([]);
    // LED 7.5 % → limit 100 − 7.5 = 92.5 % solar = 11 100 kWh; target 92.5 %: A 15 (9000) +
    // B ceil(2100/500) = 5 (2500) = 11 500 > 11 100 → B 4 (11 000 = 91.67 % + 7.5 = 99.17 %)
    const capped = build({
      powerCompany: powerCompany({ maxTotalOffset: 100 }),
      customAdders: [adder({ name: 'LED Lights' })],
    });
    expect(capped.panelArrays.map((a) => a.panels)).toEqual([15, 4]);
    expect(capped.messages).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { loanSchedule } from '../loan/loan-terms';
import { searchLevelPaymentWithPaydown } from '../loan/loan-payment-search';
import {
  adder,
  annualUsage,
  cashOption,
  entry,
  financeOption,
  incentive,
  panelArray,
  scenario,
  siteSettings,
} from '../testing/calculation-fixtures';
import { usd } from '../units';
import { computeProposal } from './compute-proposal';
import { ProposalFiguresSchema } from './proposal-figures.schema';

const codes = (figures: ReturnType<typeof computeProposal>) => figures.messages.map((m) => m.code);
const zeroApr = financeOption({ apr: 0 });
const federal = incentive({
  id: 'fed',
  name: 'Federal Tax Credit',
  scope: 'Federal',
  type: '% of Total Cost',
  value: 26,
});
const ncRebate = incentive({ id: 'nc', value: 1000 });
const scOnly = incentive({ id: 'sc', statesServiced: ['SC'] });
const todayOnly = incentive({
  id: 'today',
  name: 'Today Only Incentive',
  type: 'Today Only Incentive',
  value: 0,
  max: 2000,
  hasNoMax: false,
  scope: 'Custom',
});

describe('computeProposal: the base scenario', () => {
  // 12 000 kWh/yr on $10 + 0.12 → $130/month; 20 × 400 W = 8 kW; 20 × 600 = 12 000 kWh; EPC 3.50
  const figures = computeProposal(scenario());

  it('sizes, bills and offsets', () => {
    expect(figures).toMatchObject({
      systemSize: 8,
      systemSizeWatts: 8000,
      totalPanels: 20,
      annualPowerUsage: 12_000,
      preSolarMonthlyBill: 130,
      totalAnnualProduction: 12_000,
      solarOffset: 100,
      totalOffset: 100,
      proposalPostSolarMonthlyBill: 10, // nothing imported: the $10 fee
      homeValueUplift: 32_000, // 1000 × 8 × 4
    });
  });

  it('prices: base EPC = proposal EPC without adders; total = 1000 × 3.5 × 8', () => {
    expect(figures).toMatchObject({
      baseEpc: 3.5,
      proposalEpc: 3.5,
      totalSystemCost: 28_000,
      outOfPocketCost: 0,
      netSystemCost: 28_000,
    });
  });

  it('finds the initial-period payment the spec’s search finds, to 0.0001', () => {
    const schedule = loanSchedule(financeOption());
    const search = searchLevelPaymentWithPaydown(usd(28_000), usd(8400), schedule); // 30 % of 28 000
    expect(Math.abs(figures.initialPeriodPayment - search.payment)).toBeLessThanOrEqual(
      0.0001 + 1e-9,
    );
    expect(figures.initialPeriodPaymentRounded).toBe(Math.ceil(figures.initialPeriodPayment));
    expect(figures.initialPeriodPaymentCount).toBe(17);
  });

  it('has no messages and matches the reply schema', () => {
    expect(figures.messages).toEqual([]);
    expect(figures.canGenerate).toBe(true);
    expect(() => ProposalFiguresSchema.parse(figures)).not.toThrow();
  });
});

describe('computeProposal: incentives and the loan (0 % APR, worked by hand)', () => {
  const figures = computeProposal(
    scenario({
      financeOption: zeroApr,
      incentives: [entry(ncRebate), entry(scOnly), entry(federal)],
      annualEnergyRateEscalator: 0,
    }),
  );

  it('drops ineligible incentives and puts Federal first', () => {
    // 26 % × 28 000 = 7280; NC rebate 1000; the SC-only one is not offered in NC
    expect(figures.incentives.map((e) => [e.incentive.id, e.deduction])).toEqual([
      ['fed', 7280],
      ['nc', 1000],
    ]);
    expect(figures.totalIncentives).toBe(8280);
    expect(figures.totalLocalIncentives).toBe(1000);
  });

  it('pays X₀ in the initial period and X₁ after the incentives’ paydown', () => {
    // X₀ = (28 000 − 8400) / 300 = 65.3333
    // B₁₈ = 28 000 − 18 × 65.3333 − 8280 = 28 000 − 1176 − 8280 = 18 544; X₁ = 18 544 / 282 = 65.7589
    expect(figures.initialPeriodPayment).toBeCloseTo(65.3333, 4);
    expect(figures.loanMonthlyPayment).toBeCloseTo(65.7589, 4);
    expect(figures.loanMonthlyPaymentRounded).toBe(66);
  });

  it('projects 30 years at a 0 % escalator', () => {
    // electric 30 × 1560 = 46 800; utility savings 30 × 12 × 120 = 43 200
    // X₀ = 19 600 / 300 = 65.3333, paid 17 times (the count the builder shows): 1110.67;
    // X₁ = 18 544 / 282, paid 282 times: 18 544 → payments 19 654.67 → net 23 545.33
    // monthly savings 130 − 10 − 65.7589 = 54.2411
    expect(figures.thirtyYearCostOfElectric).toBeCloseTo(46_800, 6);
    expect(figures.initialPeriodPaymentCount).toBe(17);
    expect(figures.thirtyYearNetSavings).toBeCloseTo(43_200 - (17 * 19_600) / 300 - 18_544, 4);
    expect(figures.monthlySavings).toBeCloseTo(54.2411, 4);
  });
});

describe('computeProposal: red line', () => {
  const redLine = (overrides: Parameters<typeof scenario>[0] = {}) =>
    computeProposal(
      scenario({
        isRedLine: true,
        baseEpc: 2.8,
        proposalEpc: null,
        financeOption: financeOption({ fee: 20 }),
        customAdders: [adder({ adder: 800 })],
        ...overrides,
      }),
    );

  it('prices (base + adders/W) / (1 − fee)', () => {
    // adders 800 / 8000 = 0.1 $/W; (2.8 + 0.1) / 0.8 = 3.625; total 1000 × 3.625 × 8 = 29 000
    const figures = redLine();
    expect(figures.proposalEpc).toBeCloseTo(3.625, 12);
    expect(figures.baseEpc).toBeCloseTo(2.8, 12);
    expect(figures.totalSystemCost).toBe(29_000);
    expect(figures.lowerBound).toBeCloseTo(2.7, 12); // default baseline 2.6 + 0.1
  });

  it('raises the base EPC to baseline + 0.1 when the rep has a baseline', () => {
    // base 2.8 → 2.9 + 0.1 = 3.0; (3.0 + 0.1) / 0.8 = 3.875; total 31 000
    const figures = redLine({ baseline: 2.9 });
    expect(figures.baseEpc).toBeCloseTo(3, 12);
    expect(figures.totalSystemCost).toBe(31_000);
    expect(figures.baseline).toBe(2.9);
  });

  it('adds the automatic adders with site amounts', () => {
    // 10 panels = 4 kW (< 15 panels): Small System $1000 → 0.25 $/W; fee 0: 2.8 + 0.25 = 3.05 → 12 200
    const figures = redLine({
      financeOption: financeOption(),
      customAdders: [],
      panelArrays: [panelArray({ panels: 10 })],
      siteSettings: siteSettings({ adders: [adder({ name: 'Small System', adder: 1000 })] }),
    });
    expect(figures.customAdders.map((a) => a.name)).toEqual(['Small System']);
    expect(figures.proposalEpc).toBeCloseTo(3.05, 12);
    expect(figures.totalSystemCost).toBe(12_200);
  });

  it('drops Today Only incentives', () => {
    expect(redLine({ incentives: [entry(todayOnly, 12)] }).incentives).toEqual([]);
  });

  it('solves the Free Months fixed point (0 % APR, fee 0, base 3.0)', () => {
    // total = floor(24 000 + A); X₀ = 0.7 × total / 300; A = 12 × X₀ = 0.028 × total
    // total = 24 000 / 0.972 = 24 691.36 → 24 691; A = 0.028 × 24 691 = 691.348
    const figures = redLine({
      baseEpc: 3,
      financeOption: zeroApr,
      customAdders: [adder({ name: 'Free Months Incentive', months: 12 })],
    });
    expect(figures.totalSystemCost).toBe(24_691);
    expect(figures.adderDollars).toBeCloseTo(691.348, 6);
  });
});

describe('computeProposal: Today Only (0 % APR)', () => {
  it('covers the first 12 payments, up to its max, computed with it zeroed', () => {
    // X₀ = 65.3333 without it; 12 × 65.3333 = 784 < 2000 → deduction 784
    // B₁₈ = 28 000 − 1176 − 784 = 26 040; X₁ = 26 040 / 282 = 92.3404
    const figures = computeProposal(
      scenario({ financeOption: zeroApr, incentives: [entry(todayOnly, 12)] }),
    );
    expect(figures.incentives[0]!.deduction).toBeCloseTo(784, 6);
    expect(figures.loanMonthlyPayment).toBeCloseTo(92.3404, 4);
  });
});

describe('computeProposal: cash', () => {
  it('pays the total up front and keeps the incentives', () => {
    // 30 × 12 × 120 = 43 200 − (28 000 − 7280) = 22 480
    const figures = computeProposal(
      scenario({
        financeOption: cashOption(),
        incentives: [entry(federal)],
        annualEnergyRateEscalator: 0,
      }),
    );
    expect(figures).toMatchObject({
      isCash: true,
      outOfPocketCost: 28_000,
      netSystemCost: 0,
      loanMonthlyPayment: 0,
    });
    expect(figures.thirtyYearNetSavings).toBeCloseTo(22_480, 6);
    expect(figures.monthlySavings).toBeCloseTo(120, 9);
  });

  it('ignores maxLoanAmount', () => {
    const figures = computeProposal(
      scenario({ financeOption: { ...cashOption(), maxLoanAmount: 1000 } }),
    );
    expect(codes(figures)).not.toContain('netSystemCostAboveMax');
  });
});

describe('computeProposal: production, usage and adders', () => {
  it('reduces production by shading', () => {
    // 12 000 × 0.9 = 10 800 → solar offset 90; 100 kWh imported a month: 10 + 12 = 22
    const figures = computeProposal(scenario({ shadingReductionPct: 10 }));
    expect(figures.totalAnnualProduction).toBeCloseTo(10_800, 9);
    expect(figures.totalAnnualProductionBeforeShading).toBe(12_000);
    expect(figures.solarOffset).toBeCloseTo(90, 9);
    expect(figures.solarOffsetBeforeShading).toBeCloseTo(100, 9);
    expect(figures.proposalPostSolarMonthlyBill).toBeCloseTo(22, 9);
  });

  it('counts efficiency adders in the total offset and in post-solar usage', () => {
    // LED 7.5 % → total offset 107.5; base EPC 3.5 − 500 / 8000 = 3.4375
    const figures = computeProposal(
      scenario({ customAdders: [adder({ name: 'LED Lights', adder: 500 })] }),
    );
    expect(figures.efficiencyReduction).toBe(7.5);
    expect(figures.totalOffset).toBeCloseTo(107.5, 9);
    expect(figures.baseEpc).toBeCloseTo(3.4375, 12);
    expect(figures.proposalPostSolarMonthlyBill).toBe(10);
  });

  it('adds points at $290 each', () => {
    // 5 × 290 = 1450 → base EPC 3.5 − 1450 / 8000 = 3.31875
    const figures = computeProposal(scenario({ points: 5 }));
    expect(figures.adderDollars).toBe(1450);
    expect(figures.baseEpc).toBeCloseTo(3.31875, 12);
  });

  it('reads usage from an average monthly bill', () => {
    const usage = {
      ...annualUsage(0),
      usageEntry: 'avgMonthlyBill' as const,
      averageMonthlyBill: 130,
    };
    const figures = computeProposal(scenario({ preSolarPowerUsage: usage }));
    expect(figures.annualPowerUsage).toBeCloseTo(12_000, 6);
    expect(figures.preSolarMonthlyBill).toBeCloseTo(130, 9);
  });

  it('prices the EPC target into the loan cap when no EPC is set', () => {
    // target 3.5 (site default); cap 24 000 / 8000 = 3.0 → total 24 000 = the max, not above it
    const figures = computeProposal(
      scenario({ proposalEpc: null, financeOption: financeOption({ maxLoanAmount: 24_000 }) }),
    );
    expect(figures.proposalEpc).toBeCloseTo(3, 12);
    expect(figures.totalSystemCost).toBe(24_000);
    expect(codes(figures)).not.toContain('netSystemCostAboveMax');
  });
});

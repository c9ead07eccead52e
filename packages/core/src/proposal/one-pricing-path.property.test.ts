import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adder,
  cashOption,
  entry,
  financeOption,
  incentive,
  panelArray,
  scenario,
} from '../testing/calculation-fixtures';
import { NUMBER_BOUNDS } from '../api/bounds';
import { planArbitrary } from '../testing/plan-arbitrary';
import { computeProposal } from './compute-proposal';
import type { ProposalFigures } from './proposal-figures.schema';
import type { ProposalScenarioInput } from './proposal-scenario.schema';

/**
 * Issue 9: the web's figures and the server's stored figures are one function's output. The web
 * computes `computeProposal(scenario)` as the rep types; the server stores what the same call
 * gives for the saved body (the base EPC it computed, any proposalEpc a client adds ignored) and
 * re-prices that record on every read. For random scenarios the three agree exactly, and no
 * figure is NaN, infinite, or a negative price.
 */
const scenarioArbitrary: fc.Arbitrary<Partial<ProposalScenarioInput>> = fc
  .record({
    panels: fc.integer({ min: 0, max: 60 }),
    baseEpc: fc.option(fc.double({ min: 1.5, max: 7, noNaN: true }), { nil: null }),
    epc: fc.double({ min: 0, max: 6, noNaN: true }),
    points: fc.integer({ min: 0, max: 15 }),
    adderDollars: fc.integer({ min: 0, max: 6000 }),
    freeMonths: fc.constantFrom(0, 0, 12, 18),
    fee: fc.double({ min: 0, max: 30, noNaN: true }),
    apr: fc.double({ min: 0, max: 9, noNaN: true }),
    years: fc.constantFrom(0, 10, 20, 25),
    maxEpc: fc.constantFrom(0, 5.5, 7),
    isRedLine: fc.boolean(),
    baseline: fc.option(fc.double({ min: 2, max: 3.2, noNaN: true }), { nil: null }),
    outOfPocket: fc.integer({ min: 0, max: 8000 }),
    rebate: fc.integer({ min: 0, max: 4000 }),
    todayOnlyMonths: fc.option(fc.integer({ min: 0, max: 24 }), { nil: null }),
    plan: planArbitrary(0.01),
  })
  .map((r) => {
    const option =
      r.years === 0
        ? cashOption()
        : financeOption({ apr: r.apr, lengthInYears: r.years, fee: r.fee, maxEpc: r.maxEpc });
    const incentives = [
      entry(
        incentive({
          id: 'fed',
          name: 'Federal',
          type: '% of Total Cost',
          value: 26,
          scope: 'Federal',
          statesServiced: [],
        }),
      ),
      entry(incentive({ value: r.rebate })),
    ];
    if (r.todayOnlyMonths !== null) {
      incentives.push(
        entry(
          incentive({
            id: 'today',
            name: 'Today Only Incentive',
            type: 'Today Only Incentive',
            value: 0,
            max: 1500,
            hasNoMax: false,
            scope: 'Custom',
            statesServiced: [],
          }),
          r.todayOnlyMonths,
        ),
      );
    }
    const customAdders = [adder({ adder: r.adderDollars })];
    if (r.freeMonths > 0)
      customAdders.push(adder({ name: 'Free Months Incentive', months: r.freeMonths }));
    return {
      panelArrays: [panelArray({ panels: r.panels })],
      baseEpc: r.baseEpc,
      epc: r.epc,
      points: r.points,
      customAdders,
      financeOption: option,
      isRedLine: r.isRedLine,
      baseline: r.baseline,
      outOfPocketCost: r.outOfPocket,
      incentives,
      preSolarPlan: r.plan,
    };
  });

const MONEY: (keyof ProposalFigures)[] = [
  'proposalEpc',
  'baseEpc',
  'totalSystemCost',
  'netSystemCost',
  'outOfPocketCost',
  'totalIncentives',
  'loanMonthlyPayment',
  'initialPeriodPayment',
  'thirtyYearCostOfElectric',
  'thirtyYearNetSavings',
  'monthlySavings',
  'preSolarMonthlyBill',
  'proposalPostSolarMonthlyBill',
];

describe('one pricing path (property)', () => {
  it('web figures = stored figures = re-priced stored record; every figure finite, no negative price', () => {
    fc.assert(
      fc.property(
        scenarioArbitrary,
        fc.double({ min: 0, max: 20, noNaN: true }),
        (input, sentEpc) => {
          const web = computeProposal(scenario(input));
          // The body the web sends carries the figures' EPC; the server does not read it.
          const server = computeProposal(scenario({ ...input, proposalEpc: sentEpc }));
          expect(server).toEqual(web);
          // Save → read → save: once a base EPC is pinned (the builder pins it at once), pricing
          // the stored record again gives the stored figures. (Pinning itself may move a
          // target-priced total by the floor inside the Free Months fixed point, before any
          // figure is shown or saved.) The server stores only what it can generate, and only
          // EPCs within their input bound (decision 0028: a stored EPC can be sent back).
          const epcMax = NUMBER_BOUNDS.epc.max;
          if (web.canGenerate && web.proposalEpc <= epcMax && web.baseEpc <= epcMax) {
            const saved = computeProposal(scenario({ ...input, baseEpc: web.baseEpc }));
            const reread = computeProposal(
              scenario({ ...input, baseEpc: saved.baseEpc, proposalEpc: saved.proposalEpc }),
            );
            expect(reread.totalSystemCost).toBe(saved.totalSystemCost);
            expect(reread.proposalEpc).toBeCloseTo(saved.proposalEpc, 9);
            expect(reread.loanMonthlyPayment).toBeCloseTo(saved.loanMonthlyPayment, 9);
          }
          for (const key of MONEY) expect(Number.isFinite(web[key] as number), key).toBe(true);
          expect(web.proposalEpc).toBeGreaterThanOrEqual(0);
          expect(web.totalSystemCost).toBeGreaterThanOrEqual(0);
          expect(web.netSystemCost).toBeGreaterThanOrEqual(0);
          expect(web.loanMonthlyPayment).toBeGreaterThanOrEqual(0);
          // A negative base EPC is never silent.
          if (web.baseEpc < -1e-9) expect(web.canGenerate).toBe(false);
        },
      ),
      { numRuns: 150 },
    );
  });
});

import fc from 'fast-check';
import {
  computeProposal,
  minimumPanels,
  ProposalScenarioSchema,
  raiseToMinimumSystem,
  type FinanceOption,
  type PowerCompany,
  type ProposalView,
  type SiteSettings,
} from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoCustomerId,
  loadProposalCatalogue,
  panelArray,
  proposalBody,
  sendProposal,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { flatProductionEstimator } from '../helpers/flat-production';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 31, done when: for random bodies a Closer may send, the stored money equals the server's
 * own computation from the catalogue items and the Closer's editable fields. Each body carries
 * the Closer's choices (panels, tilt, escalator, down payment, points, base EPC, finance option,
 * the Federal percentage) and forgeries of everything else (plan tiers, the company's limits,
 * the arrays' per-panel production, every figure and deduction), which must not move the money; a forged panel or finance option
 * is refused (422). The reference prices the choices with the catalogue's items through core's
 * computeProposal, never reading the body's copies.
 */
let t: TestApp;
let c: ProposalCatalogue;
let maria: string;
let site: SiteSettings;
let company: PowerCompany;
let options: FinanceOption[];

const withoutVersion = <T extends object>(item: T): Omit<T, 'version'> => {
  const { version: _v, ...rest } = item as T & { version?: number };
  return rest;
};

beforeAll(async () => {
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  c = await loadProposalCatalogue(t);
  maria = await demoCustomerId(t, 'BSA-100201');
  const headers = await t.as(ADMIN);
  site = withoutVersion(
    (await t.app.inject({ url: '/api/settings/site', headers })).json<SiteSettings>(),
  ) as SiteSettings;
  company = withoutVersion(c.powerCompany) as PowerCompany;
  options = [c.loan, c.cash].map((o) => withoutVersion(o) as FinanceOption);
});
afterAll(() => t.close());

const MONEY = [
  'totalSystemCost',
  'loanMonthlyPayment',
  'proposalPostSolarMonthlyBill',
  'thirtyYearCostOfElectric',
  'thirtyYearNetSavings',
  'monthlySavings',
  'outOfPocketCost',
] as const;

const choice = fc.record({
  arrays: fc.array(
    fc.record({ panels: fc.integer({ min: 0, max: 30 }), tilt: fc.integer({ min: 0, max: 45 }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
  escalator: fc.integer({ min: 2, max: 16 }).map((h) => h / 2),
  outOfPocketCost: fc.integer({ min: 0, max: 5000 }),
  points: fc.integer({ min: 0, max: 3 }),
  baseEpc: fc.integer({ min: 300, max: 500 }).map((cents) => cents / 100),
  option: fc.integer({ min: 0, max: 1 }),
  forge: fc.record({
    tierFactor: fc.constantFrom(0, 0.5, 10),
    maxSolarOffset: fc.constantFrom(0, 1000),
    watts: fc.constantFrom(400, 400, 400, 1000),
    apr: fc.constantFrom(-1, -1, -1, 0, 99),
    federal: fc.constantFrom(26, 0),
    production: fc.constantFrom(1, 1.03, 5),
  }),
});

describe('stored money = the server computation from the catalogue and the Closer’s fields', () => {
  it('holds for random Closer bodies', { timeout: 120_000 }, async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(choice, async (ch) => {
        const base = proposalBody(c, maria);
        const plan = company.preSolarPlans[0]!;
        const forgedPlan = {
          ...plan,
          monthGroups: plan.monthGroups.map((g) => ({
            ...g,
            tiers: g.tiers.map((tier) => ({ ...tier, cost: tier.cost * ch.forge.tierFactor })),
          })),
        };
        const option = options[ch.option]!;
        const isForgedTerms = ch.forge.apr >= 0 && ch.forge.apr !== option.apr;
        // What the flat estimator answers for a 400 W panel on any face: 50 kWh a month.
        const arrays = ch.arrays.map((a) => panelArray(a.panels, a.tilt));
        const sentArrays = arrays.map((a) => ({
          ...a,
          singlePanelProduction: a.singlePanelProduction.map((v) => v * ch.forge.production),
          production: a.production.map((v) => v * ch.forge.production),
        }));
        const body = {
          ...base,
          baseEpc: ch.baseEpc,
          points: ch.points,
          outOfPocketCost: ch.outOfPocketCost,
          annualEnergyRateEscalator: ch.escalator,
          totalSystemCost: 1,
          thirtyYearNetSavings: 9_999_999,
          details: {
            ...base.details,
            panelArrays: sentArrays,
            preSolarPlan: forgedPlan,
            powerCompany: { ...company, maxSolarOffset: ch.forge.maxSolarOffset },
            panel: { ...c.panel, cells: ch.forge.watts },
            financeOption: isForgedTerms ? { ...option, apr: ch.forge.apr } : option,
            incentives: [
              { incentive: { ...c.federal, value: ch.forge.federal }, deduction: 123_456 },
            ],
          },
        };
        const res = await sendProposal(t, 'POST', CLOSER, body);
        // A panel or finance option the catalogue does not hold is refused, not repriced.
        if (ch.forge.watts !== c.panel.cells || isForgedTerms) {
          expect(res.statusCode, res.body).toBe(422);
          expect(res.json<{ message: string }>().message).toMatch(/^invalid (Panel|finance)/);
          return;
        }

        // The reference: the catalogue's items, the Closer's fields, core's engine.
        const minimum = minimumPanels(false, c.installer.baseTemplate);
        const scenario = ProposalScenarioSchema.parse({
          customerState: 'AZ',
          powerCompany: company,
          preSolarPlan: plan,
          postSolarPlan: company.postSolarPlans[0]!,
          preSolarPowerUsage: base.details.preSolarPowerUsage,
          installer: withoutVersion(c.installer),
          panel: withoutVersion(c.panel),
          inverter: withoutVersion(c.inverter),
          panelArrays: raiseToMinimumSystem(arrays, minimum).arrays,
          financeOption: option,
          incentives: [
            { incentive: { ...withoutVersion(c.federal), value: ch.forge.federal }, deduction: 0 },
          ],
          siteSettings: site,
          epc: base.details.epc,
          baseEpc: ch.baseEpc,
          proposalEpc: base.proposalEpc,
          points: ch.points,
          outOfPocketCost: ch.outOfPocketCost,
          annualEnergyRateEscalator: ch.escalator,
          baseline: 2.45,
          template: base.template,
        });
        const expected = computeProposal(scenario);
        const blocked = expected.messages.some((m) => m.severity === 'error' || m.blocksGenerate);
        if (blocked) {
          expect(res.statusCode, res.body).toBe(422);
          return;
        }
        expect(res.statusCode, res.body).toBe(201);
        const stored = (
          await t.app.inject({
            url: `/api/Proposals/${res.json<{ id: string }>().id}`,
            headers: await t.as(ADMIN),
          })
        ).json<ProposalView>();
        for (const field of MONEY) {
          expect(stored[field], field).toBeCloseTo(expected[field], 6);
        }
        expect(stored.details.preSolarMonthlyBill).toBeCloseTo(expected.preSolarMonthlyBill, 6);
        expect(stored.figures.totalIncentives).toBeCloseTo(expected.totalIncentives, 6);
        expect(stored.totalAnnualProduction).toBeCloseTo(expected.totalAnnualProduction, 6);
        compared += 1;
      }),
      { numRuns: 100 },
    );
    // Not vacuous: many bodies were stored and compared, not only refused.
    expect(compared).toBeGreaterThan(10);
  });
});

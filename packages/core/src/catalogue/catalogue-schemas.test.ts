import { describe, expect, it } from 'vitest';
import { ProposalScenarioSchema } from '../proposal/proposal-scenario.schema';
import {
  financeOption,
  group,
  incentive,
  months,
  panel,
  panelArray,
  plan,
  postPlan,
  powerCompany,
  tiers,
} from '../testing/calculation-fixtures';
import { FinanceOptionSchema } from './finance-option.schema';
import { IncentiveSchema } from './incentive.schema';
import { PanelSchema } from './panel.schema';
import { PaymentPlanSchema, PostSolarPlanSchema, PowerCompanySchema } from './power-company.schema';
import { PanelArraySchema } from '../proposal/panel-array.schema';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('catalogue schemas: server-side ranges', () => {
  it.each([
    { name: 'valid', value: financeOption(), valid: true },
    { name: 'min above max', value: financeOption({ minEpc: 6, maxEpc: 5 }), valid: false },
    { name: 'min = max', value: financeOption({ minEpc: 5, maxEpc: 5 }), valid: true },
    { name: 'no max (0)', value: financeOption({ minEpc: 2, maxEpc: 0 }), valid: true },
    { name: 'negative APR', value: financeOption({ apr: -1 }), valid: false },
    { name: 'negative fee', value: financeOption({ fee: -1 }), valid: false },
    { name: 'fee of 100 %', value: financeOption({ fee: 100 }), valid: false },
    { name: 'negative max loan', value: financeOption({ maxLoanAmount: -5 }), valid: false },
  ])('finance option: $name', ({ value, valid }) => {
    expect(ok(FinanceOptionSchema, value)).toBe(valid);
  });

  it.each([
    {
      name: 'valid',
      value: postPlan({ hasNetMetering: true, netMeteringPercentage: 0.5, netMeteringRate: 0.08 }),
      valid: true,
    },
    { name: 'percentage over 1', value: postPlan({ netMeteringPercentage: 1.2 }), valid: false },
    { name: 'negative rate', value: postPlan({ netMeteringRate: -0.1 }), valid: false },
  ])('post-solar plan: $name', ({ value, valid }) => {
    expect(ok(PostSolarPlanSchema, value)).toBe(valid);
  });

  it.each([
    { name: 'valid', value: plan(), valid: true },
    {
      name: 'a month in two groups',
      value: plan([
        group({ id: 'a', months: months('Jan', 'Feb') }),
        group({ id: 'b', months: months('Feb') }),
      ]),
      valid: false,
    },
    {
      name: 'a month twice in a group',
      value: plan([group({ months: months('Jan', 'Jan') })]),
      valid: false,
    },
    { name: 'no tiers', value: plan([group({ tiers: [] })]), valid: false },
    { name: 'upToKwh 0', value: plan([group({ tiers: tiers([0, 0.1]) })]), valid: false },
    {
      name: 'duplicate upToKwh',
      value: plan([group({ tiers: tiers([500, 0.1], [500, 0.2]) })]),
      valid: false,
    },
    { name: 'negative fixed cost', value: plan([group({ fixedCost: -1 })]), valid: false },
    {
      name: 'negative tier cost',
      value: plan([group({ tiers: tiers([500, -0.1]) })]),
      valid: false,
    },
  ])('payment plan: $name', ({ value, valid }) => {
    expect(ok(PaymentPlanSchema, value)).toBe(valid);
  });

  it.each([
    { name: 'valid', value: powerCompany(), valid: true },
    { name: 'negative size limit', value: powerCompany({ systemSizeLimit: -1 }), valid: false },
    { name: 'unknown state', value: { ...powerCompany(), statesServiced: ['XX'] }, valid: false },
  ])('power company: $name', ({ value, valid }) => {
    expect(ok(PowerCompanySchema, value)).toBe(valid);
  });

  it('panel: no negative or zero watts', () => {
    expect(ok(PanelSchema, panel())).toBe(true);
    expect(ok(PanelSchema, panel({ cells: -400 }))).toBe(false);
    expect(ok(PanelSchema, panel({ cells: 0 }))).toBe(false);
  });

  it('incentive: no max means a max of 0', () => {
    expect(ok(IncentiveSchema, incentive())).toBe(true);
    expect(ok(IncentiveSchema, incentive({ hasNoMax: true, max: 100 }))).toBe(false);
    expect(ok(IncentiveSchema, incentive({ type: '% of Total Cost', value: 120 }))).toBe(false);
  });

  it('panel array: azimuth 0–360 or empty, 12 monthly values', () => {
    expect(ok(PanelArraySchema, panelArray({ azimuth: null }))).toBe(true);
    expect(ok(PanelArraySchema, panelArray({ azimuth: 400 }))).toBe(false);
    expect(ok(PanelArraySchema, panelArray({ singlePanelProduction: [1, 2, 3] }))).toBe(false);
    expect(ok(PanelArraySchema, panelArray({ panels: -1 }))).toBe(false);
  });

  it('scenario: defaults of a new proposal', () => {
    const parsed = ProposalScenarioSchema.parse({
      powerCompany: null,
      preSolarPlan: null,
      postSolarPlan: null,
      preSolarPowerUsage: null,
      panel: null,
      panelArrays: [],
      financeOption: null,
    });
    expect(parsed).toMatchObject({
      annualEnergyRateEscalator: 4,
      points: 0,
      isRedLine: false,
      baselineOverride: 0,
      incentives: [],
    });
    expect(() => ProposalScenarioSchema.parse({ ...parsed, points: 16 })).toThrow();
    expect(() =>
      ProposalScenarioSchema.parse({ ...parsed, panelArrays: new Array(10).fill(panelArray()) }),
    ).toThrow();
  });
});

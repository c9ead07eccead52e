import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const flatPlan = {
  id: 'p1',
  name: 'Flat',
  monthGroups: [
    {
      id: 'g1',
      name: 'All year',
      months: MONTHS,
      fixedCost: 10,
      tiers: [{ tierNumber: 1, upToKwh: 999999999, cost: 0.1 }],
    },
  ],
};
const usage = (annualPowerUsage: number) => ({
  usageEntry: 'annual',
  averageMonthlyBill: 0,
  annualPowerUsage,
  monthlyPowerUsage: 0,
  ...Object.fromEntries(MONTHS.map((m) => [`powerUsage${m}`, 0])),
});

/**
 * 12 000 kWh/yr on $10/month + $0.10/kWh → pre-solar bill (1200 + 120) / 12 = $110/month.
 * 20 × 400 W = 8 kW; EPC 3.50 → 1000 × 3.5 × 8 = $28 000. Cash: no loan payment.
 */
const scenario = {
  customerState: 'NC',
  powerCompany: {
    id: 'pc',
    name: 'Duke Energy',
    maxTotalOffset: 110,
    maxSolarOffset: 105,
    statesServiced: ['NC'],
    systemSizeLimit: 0,
    ratesFixed: false,
    preSolarPlans: [flatPlan],
    postSolarPlans: [],
  },
  preSolarPlan: flatPlan,
  postSolarPlan: {
    ...flatPlan,
    id: 'p2',
    hasNetMetering: false,
    netMeteringPercentage: 0,
    netMeteringRate: 0,
  },
  preSolarPowerUsage: usage(12000),
  panel: {
    id: 'pn',
    name: 'Q.PEAK 400',
    cells: 400,
    isDefault: true,
    productionPercentage: 100,
    installerIds: [],
    statesServiced: [],
  },
  panelArrays: [
    {
      panels: 20,
      tilt: 20,
      azimuth: 180,
      maxPanelsAllowed: 30,
      recommendedPanels: 0,
      production: [],
      singlePanelProduction: Array(12).fill(50),
      isInBaseEpcCalculation: true,
    },
  ],
  financeOption: {
    id: 'cash',
    name: 'Cash',
    apr: 0,
    lengthInYears: 0,
    minEpc: 0,
    maxEpc: 0,
    fee: 0,
    maxLoanAmount: 0,
    installerIds: [],
  },
  baseEpc: 3.5,
  template: { id: 't', name: 'Solex', baseTemplate: 'Solex', pages: ['ProposalCover'] },
};

describe('POST /api/calculations/proposal', () => {
  it('prices a scenario for any signed-in user with the figures worked by hand', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers: await t.as(CLOSER),
      payload: scenario,
    });
    expect(res.statusCode).toBe(200);
    const f = res.json();
    expect(f.systemSize).toBeCloseTo(8, 10);
    expect(f.preSolarMonthlyBill).toBeCloseTo(110, 6);
    expect(f.totalSystemCost).toBeCloseTo(28000, 6);
    // 20 panels × 600 kWh/yr each = 12 000 kWh: 100 % of the usage
    expect(f.totalAnnualProduction).toBeCloseTo(12000, 6);
    expect(f.isCash).toBe(true);
    expect(f.loanMonthlyPayment).toBe(0);
  });

  it('refuses (422) what a save refuses, with its message, e.g. a system over the power company limit', async () => {
    // Issue 31: the endpoint applies a save's checks instead of answering 200 with the figures.
    const limited = { ...scenario, powerCompany: { ...scenario.powerCompany, systemSizeLimit: 5 } };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers: await t.as(CLOSER),
      payload: limited,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Size greater than Duke Energy 5Kw limit');
    const texts = res.json().issues.map((m: { message: string }) => m.message);
    expect(texts).toContain('Size greater than Duke Energy 5Kw limit');
  });

  it('answers 422, not 500, for a red-line scenario with 60 Free Months on a 5-year option', async () => {
    // Its deduction came out over $10M, outside the figures' own schema: the reply failed (500).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers: await t.as(CLOSER),
      payload: {
        ...scenario,
        isRedLine: true,
        financeOption: {
          ...scenario.financeOption,
          id: 'five',
          name: 'Short Loan 5 Year',
          apr: 5.99,
          lengthInYears: 5,
          fee: 20,
        },
        customAdders: [
          {
            name: 'Free Months Incentive',
            adder: 0,
            isEpcAdder: false,
            epcAdder: 0,
            isLocked: false,
            numTrees: 0,
            months: 60,
            isRoofType: false,
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/cannot be formed|Out Of Bounds|above the max/);
  });

  it('refuses (422) an escalator outside the slider range (1–8 %, step 0.5)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers: await t.as(CLOSER),
      payload: { ...scenario, annualEnergyRateEscalator: 25 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'The Annual Energy Rate Escalator must be between 1% and 8%, in steps of 0.5%.',
    );
  });

  it('refuses (422) a scenario on an hourly plan: no customer, no hours (decision 0066)', async () => {
    const zeros = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
    const hourly = {
      tariff: {
        energyratestructure: [[{ rate: 0.2, unit: 'kWh' }]],
        energyweekdayschedule: zeros,
        energyweekendschedule: zeros,
      },
      metering: 'net-metering',
    };
    const headers = await t.as(CLOSER);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers,
      payload: { ...scenario, postSolarPlan: { ...scenario.postSolarPlan, hourly } },
    });
    expect(post.statusCode, post.body).toBe(422);
    expect(post.json().message).toMatch(/^An hourly plan is billed from a customer's hours/);
    expect(post.json().issues[0].path).toBe('body.postSolarPlan.hourly');
    const pre = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers,
      payload: { ...scenario, preSolarPlan: { ...scenario.preSolarPlan, hourly } },
    });
    expect(pre.statusCode, pre.body).toBe(422);
    expect(pre.json().issues[0].path).toBe('body.preSolarPlan.hourly');
    // Without the hourly part the same scenario is priced (its month groups are its bill).
    const monthly = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers,
      payload: scenario,
    });
    expect(monthly.statusCode).toBe(200);
  });

  it('rejects a malformed scenario with 400 naming the field, and needs a sign-in', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers: await t.as(CLOSER),
      payload: { ...scenario, proposalEpc: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toContain('body.proposalEpc');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/calculations/proposal', payload: scenario }))
        .statusCode,
    ).toBe(401);
  });
});

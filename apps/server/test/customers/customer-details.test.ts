import {
  CALCULATION_MESSAGES,
  CUSTOMER_MESSAGES,
  type Customer,
  type CustomerDetailsRecord,
  type Incentive,
  type PanelRecord,
  type PowerCompany,
} from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatProductionEstimator } from '../helpers/flat-production';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { newCustomer } from '../helpers/customer-factory';
import {
  FEDERAL,
  FIFTY,
  POWER_COMPANY,
  array,
  detailsBody,
  useCatalogueSnapshots,
} from '../helpers/details-fixture';
import { assignCustomer } from '../helpers/assign-customer';

let t: TestApp;
beforeAll(async () => {
  // Hand-computed figures: 50 kWh per 400 W panel a month (the server estimates production).
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  await useCatalogueSnapshots(t);
});
afterAll(() => t.close());

async function customer(): Promise<Customer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await t.as(ADMIN),
    payload: newCustomer(),
  });
  return res.json<Customer>();
}

async function save(customerId: string, body: object, email = ADMIN) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/customers/${customerId}/Details`,
    headers: await t.as(email),
    payload: body,
  });
}

describe('GET /api/customers/:id/Details', () => {
  it("answers 404 'Customer Details do not exist.' before the first save", async () => {
    const c = await customer();
    await assignCustomer(t, c.id, CLOSER);
    const res = await t.app.inject({
      url: `/api/customers/${c.id}/details`,
      headers: await t.as(CLOSER),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Customer Details do not exist.' });
  });

  it('answers 404 naming the customer for an unknown customer', async () => {
    const res = await t.app.inject({
      url: '/api/customers/00000000-0000-4000-8000-000000000000/Details',
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CUSTOMER_MESSAGES.customerNotFound);
  });
});

describe('PATCH /api/customers/:customerId/Details', () => {
  it('is refused to a Closer (403), who can still read the saved details', async () => {
    const c = await customer();
    await assignCustomer(t, c.id, CLOSER);
    expect((await save(c.id, detailsBody(), CLOSER)).statusCode).toBe(403);
    expect((await save(c.id, detailsBody())).statusCode).toBe(200);
    const got = await t.app.inject({
      url: `/api/customers/${c.id}/Details`,
      headers: await t.as(CLOSER),
    });
    expect(got.statusCode).toBe(200);
    expect(got.json().customerId).toBe(c.id);
  });

  it('creates the details on the first save and recomputes every priced figure, ignoring tampered ones', async () => {
    const c = await customer();
    const tampered = {
      ...detailsBody({
        panelArrays: [
          {
            ...array({ panels: 20, recommendedPanels: 20, singlePanelProduction: FIFTY }),
            production: new Array(12).fill(9999),
          },
        ],
        incentives: [{ incentive: FEDERAL, deduction: 99_999 }],
        shadingReductionPct: 10,
        hasShading: true,
      }),
      preSolarMonthlyBill: 1,
      postSolarMonthlyBill: 1,
      totalSystemCost: 1,
      netSystemCost: 1,
      estimatedProductionAfterShading: 1e9,
      recommendedPanelsMeetsMin: false,
    };
    const res = await save(c.id, tampered);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<CustomerDetailsRecord>();
    expect(d.version).toBe(0);
    expect(d.customerId).toBe(c.id);
    expect(d.preSolarMonthlyBill).toBeCloseTo(130, 6); // $10 + 1000 kWh × $0.12
    expect(d.totalSystemCost).toBe(28_000); // 1000 × 3.5 $/W × (20 × 400 W = 8 kW)
    expect(d.netSystemCost).toBe(0); // cash: all of it is paid out of pocket
    expect(d.incentives[0]!.deduction).toBeCloseTo(7_280, 6); // 26 % of 28 000
    expect(d.panelArrays[0]!.production).toEqual(new Array(12).fill(1000)); // 20 × 50 kWh
    expect(d.estimatedProductionAfterShading).toBeCloseTo(10_800, 6); // 12 000 kWh − 10 % shading
    expect(d.shadingReductionPct).toBe(10);
    expect(d.recommendedPanelsMeetsMin).toBe(true); // 20 ≥ 11
    // 12 000 kWh used, 10 800 produced: 100 kWh a month imported at 12¢ + $10 fee
    expect(d.postSolarMonthlyBill).toBeCloseTo(22, 6);
    expect(d.latitude).toBeCloseTo(c.latitude!, 6);
  });

  it("saves shading as 0 when 'Has Shading' is off", async () => {
    const c = await customer();
    const d = (
      await save(c.id, detailsBody({ shadingReductionPct: 25, hasShading: false }))
    ).json<CustomerDetailsRecord>();
    expect(d.shadingReductionPct).toBe(0);
    expect(d.estimatedProductionAfterShading).toBeCloseTo(12_000, 6);
  });

  it('flags a build below the minimum panels', async () => {
    const c = await customer();
    const body = detailsBody({
      panelArrays: [array({ panels: 6, recommendedPanels: 6, singlePanelProduction: FIFTY })],
    });
    const d = (await save(c.id, body)).json<CustomerDetailsRecord>();
    expect(d.recommendedPanelsMeetsMin).toBe(false);
  });

  it("fails with 'Failed to save' when there is no pre-solar power usage, and saves nothing", async () => {
    const c = await customer();
    const res = await save(c.id, detailsBody({ preSolarPowerUsage: null }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: CALCULATION_MESSAGES.failedToSave,
    });
    expect(
      (await t.app.inject({ url: `/api/customers/${c.id}/Details`, headers: await t.as(ADMIN) }))
        .statusCode,
    ).toBe(404);
  });

  it("fails with the power company's offset limits", async () => {
    const c = await customer();
    // A utility of the catalogue with tighter limits (the save prices with the catalogue's item)
    const { id: _id, ...values } = POWER_COMPANY;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/PowerCompanies',
      headers: await t.as(ADMIN),
      payload: { ...values, name: 'Tight Utility', maxTotalOffset: 100, maxSolarOffset: 90 },
    });
    const { version: _v, ...tight } = created.json<PowerCompany & { version: number }>();
    const over = detailsBody({
      powerCompany: tight,
      preSolarPlan: tight.preSolarPlans[0]!,
      postSolarPlan: tight.postSolarPlans[0]!,
      panelArrays: [array({ panels: 22, recommendedPanels: 22, singlePanelProduction: FIFTY })],
    });
    const res = await save(c.id, over);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Cannot have a total offset of more than 100');
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Cannot have a total offset of more than 100',
      'Cannot have a solar offset of more than 90',
    ]);
  });

  it('rejects a malformed body with 400 naming the fields', async () => {
    const c = await customer();
    const res = await save(c.id, {
      ...detailsBody(),
      panelArrays: new Array(10).fill(array()),
      shadingReductionPct: 150,
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.panelArrays', 'body.shadingReductionPct']));
  });

  it('refuses a stale version with 409, and a second "first save"', async () => {
    const c = await customer();
    const first = (await save(c.id, detailsBody())).json<CustomerDetailsRecord>();
    const again = await save(c.id, detailsBody({ version: null }));
    expect(again.statusCode).toBe(409);
    const winner = await save(c.id, detailsBody({ version: first.version, epc: 3 }));
    expect(winner.statusCode).toBe(200);
    expect(winner.json()).toMatchObject({ version: 1, epc: 3, totalSystemCost: 24_000 });
    const loser = await save(c.id, detailsBody({ version: first.version, epc: 4 }));
    expect(loser.statusCode).toBe(409);
    expect(loser.json()).toMatchObject({
      code: 'CONFLICT',
      message: CUSTOMER_MESSAGES.staleCustomerDetails,
    });
    const got = await t.app.inject({
      url: `/api/customers/${c.id}/Details`,
      headers: await t.as(ADMIN),
    });
    expect(got.json()).toMatchObject({ version: 1, epc: 3 });
  });

  it('resolves the finance option, panel and inverter from the catalogue by id (tampering)', async () => {
    const c = await customer();
    const live = detailsBody();
    // A rep sends the live ids with better terms (a 1000 W panel at 150 %, 0 % inverter
    // losses, an 8 $/W ceiling): what is stored is the catalogue's items
    const tampered = detailsBody({
      panel: { ...live.panel!, cells: 1000, productionPercentage: 150 },
      inverter: { ...live.inverter!, losses: 0 },
      financeOption: { ...live.financeOption!, apr: 0, maxEpc: 8, fee: 0, name: 'Cash' },
    });
    const res = await save(c.id, tampered);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<CustomerDetailsRecord>();
    expect(d.panel).toEqual(live.panel);
    expect(d.inverter).toEqual(live.inverter);
    expect(d.financeOption).toEqual(live.financeOption);
    // 20 × 400 W = 8 kW at 3.5 $/W = $28 000 (with the sent 1 000 W panel it was 20 kW, $70 000)
    expect(d.totalSystemCost).toBe(28_000);

    // an id the catalogue never had: 400 with the sentence, nothing stored
    for (const [field, body, message] of [
      ['panel', { panel: { ...live.panel!, id: 'made-up' } }, 'invalid Panel Selection'],
      [
        'financeOption',
        { financeOption: { ...live.financeOption!, id: '00000000-0000-4000-8000-000000000000' } },
        'invalid finance Option',
      ],
      ['inverter', { inverter: { ...live.inverter!, id: 'inv-x' } }, 'invalid Inverter'],
    ] as const) {
      const bad = await save(c.id, detailsBody({ ...body, version: d.version }));
      expect(bad.statusCode, field).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const stored = await t.app.inject({
      url: `/api/customers/${c.id}/Details`,
      headers: await t.as(ADMIN),
    });
    expect(stored.json<CustomerDetailsRecord>().version).toBe(d.version);
  });

  it('resolves the power company and its plans from the catalogue by id (tampering)', async () => {
    const c = await customer();
    const live = detailsBody();
    // A rep sends the live ids with cheaper electricity before solar and a richer buy-back after:
    // the bills are priced with the catalogue's plans ($10 + 12¢/kWh: 12 000 kWh → $130 a month)
    const cheap = {
      ...live.preSolarPlan!,
      monthGroups: live.preSolarPlan!.monthGroups.map((g) => ({
        ...g,
        fixedCost: 0,
        tiers: g.tiers.map((tier) => ({ ...tier, cost: 0.5 })),
      })),
    };
    const res = await save(
      c.id,
      detailsBody({
        powerCompany: { ...live.powerCompany!, maxTotalOffset: 500, maxSolarOffset: 500 },
        preSolarPlan: cheap,
        postSolarPlan: { ...live.postSolarPlan!, netMeteringRate: 5 },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<CustomerDetailsRecord>();
    expect(d.powerCompany).toEqual(live.powerCompany);
    expect(d.preSolarPlan).toEqual(live.preSolarPlan);
    expect(d.postSolarPlan).toEqual(live.postSolarPlan);
    expect(d.preSolarMonthlyBill).toBeCloseTo(130, 6);

    for (const [field, body, message] of [
      [
        'powerCompany',
        { powerCompany: { ...live.powerCompany!, id: 'pc-x' } },
        'invalid Power Company',
      ],
      [
        'preSolarPlan',
        { preSolarPlan: { ...live.preSolarPlan!, id: 'made-up' } },
        "That plan is not one of the power company's plans.",
      ],
      [
        'postSolarPlan',
        { postSolarPlan: { ...live.postSolarPlan!, id: live.preSolarPlan!.id } },
        "That plan is not one of the power company's plans.",
      ],
    ] as const) {
      const bad = await save(c.id, detailsBody({ ...body, version: d.version }));
      expect(bad.statusCode, field).toBe(422);
      expect(bad.json().message).toBe(message);
    }
  });

  it('runs the money checks of a proposal save (decision 0026): incentives above the cost', async () => {
    const c = await customer();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Incentives',
      headers: await t.as(ADMIN),
      payload: {
        name: 'Huge AZ Rebate',
        type: 'Fixed Amount',
        value: 50_000,
        max: 0,
        hasNoMax: true,
        scope: 'Local',
        statesServiced: ['AZ'],
      },
    });
    const { version: _v, ...rebate } = created.json<Incentive>() as Incentive & { version: number };
    // 8 kW at 3.5 $/W = $28 000; Federal 26 % = 7 280 + 50 000 = 57 280 > 28 000
    const res = await save(
      c.id,
      detailsBody({
        incentives: [
          { incentive: FEDERAL, deduction: 0 },
          { incentive: rebate, deduction: 0 },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(CALCULATION_MESSAGES.incentivesExceedCost);
    expect(res.json().issues).toEqual([
      { path: 'body.incentives', message: CALCULATION_MESSAGES.incentivesExceedCost },
    ]);
    const nothing = await t.app.inject({
      url: `/api/customers/${c.id}/Details`,
      headers: await t.as(ADMIN),
    });
    expect(nothing.statusCode).toBe(404);
  });

  it('keeps its stored copy when the catalogue item is deleted, whatever is sent', async () => {
    const c = await customer();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Panels',
      headers: await t.as(ADMIN),
      payload: {
        ...detailsBody().panel!,
        id: undefined,
        name: 'Discontinued 400',
        isDefault: false,
      },
    });
    const { version: _v, ...panel } = created.json<PanelRecord>();
    const d = (await save(c.id, detailsBody({ panel }))).json<CustomerDetailsRecord>();
    expect(d.panel?.name).toBe('Discontinued 400');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/Panels/${panel.id}`,
      headers: await t.as(ADMIN),
    });
    const again = await save(
      c.id,
      detailsBody({ panel: { ...panel, cells: 900 }, version: d.version }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CustomerDetailsRecord>().panel).toEqual(panel);
    expect(again.json<CustomerDetailsRecord>().powerCompany?.name).toBe(
      detailsBody().powerCompany?.name,
    );
  });
});

import {
  CALCULATION_MESSAGES,
  CUSTOMER_MESSAGES,
  type Customer,
  type CustomerDetailsRecord,
} from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { newCustomer } from '../helpers/customer-factory';
import { FEDERAL, FIFTY, POWER_COMPANY, array, detailsBody } from '../helpers/details-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    expect(d.latitude).toBeCloseTo(c.latitude, 6);
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
    const over = detailsBody({
      powerCompany: { ...POWER_COMPANY, maxTotalOffset: 100, maxSolarOffset: 90 },
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

  it('keeps its catalogue snapshots when they are not in the catalogue', async () => {
    const c = await customer();
    const body = detailsBody({
      panel: { ...detailsBody().panel!, id: 'deleted-panel', name: 'Discontinued 400' },
    });
    const d = (await save(c.id, body)).json<CustomerDetailsRecord>();
    expect(d.panel?.name).toBe('Discontinued 400');
    expect(d.powerCompany?.name).toBe(POWER_COMPANY.name);
  });
});

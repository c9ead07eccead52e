import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeProposalHours,
  MONTHS,
  systemHours,
  type HourlyPlan,
  type PowerCompanyRecord,
  type ProposalHoursResponse,
} from '@pb/core';
import { catalogueClient } from '../catalogue/catalogue-client';
import { detailsBody, useCatalogueSnapshots } from '../helpers/details-fixture';
import { flatProductionEstimator } from '../helpers/flat-production';
import {
  createProposalAs,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, createTestApp, REP, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
beforeAll(async () => {
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  c = await loadProposalCatalogue(t);
  await useCatalogueSnapshots(t);
});
afterAll(() => t.close());

const zeros = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
const cents = (n: number) => Array.from({ length: 12 }, () => new Array<number>(24).fill(n));
/** $0.20/kWh every hour and $10 a month. */
const flatRate = {
  energyratestructure: [[{ rate: 0.2, unit: 'kWh' }]],
  energyweekdayschedule: zeros,
  energyweekendschedule: zeros,
  fixedchargefirstmeter: 10,
  fixedchargeunits: '$/month',
};
const sellRates = { weekday: cents(0.05), weekend: cents(0.05) };
const allYear = {
  name: 'All year',
  months: [...MONTHS],
  fixedCost: 10,
  tiers: [{ upToKwh: 999999999, cost: 0.2 }],
};

async function hourlyCompany(post: HourlyPlan): Promise<PowerCompanyRecord> {
  const res = await catalogueClient(t).call('POST', '/api/PowerCompanies', {
    name: `Hourly ${post.metering}`,
    maxTotalOffset: 150,
    maxSolarOffset: 150,
    statesServiced: [],
    preSolarPlans: [
      {
        name: 'TOU',
        monthGroups: [allYear],
        hourly: { tariff: flatRate, metering: 'net-metering' },
      },
    ],
    postSolarPlans: [
      {
        name: 'Solar',
        monthGroups: [allYear],
        hasNetMetering: false,
        netMeteringPercentage: 0,
        netMeteringRate: 0,
        hourly: post,
      },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json<PowerCompanyRecord>();
}

async function priceOn(company: PowerCompanyRecord) {
  const customer = await freshCustomerId(t);
  const body = proposalBody(c, customer);
  return createProposalAs(t, ADMIN, {
    ...body,
    details: {
      ...body.details,
      powerCompany: company,
      preSolarPlan: company.preSolarPlans[0]!,
      postSolarPlan: company.postSolarPlans[0]!,
    },
  });
}

// 18 panels × 600 kWh = 10,800 kWh a year against 12,000 kWh used (proposalBody, flat estimator).
describe('a proposal on hourly plans is billed hour by hour on the server (issue 35)', () => {
  it('buy-all/sell-all: the load bought at $0.20, all 10,800 kWh sold at $0.05, whatever the hours', async () => {
    const company = await hourlyCompany({
      tariff: flatRate,
      metering: 'buy-all-sell-all',
      sellRates,
    });
    const p = await priceOn(company);
    // Before: 12,000 × 0.20 / 12 + $10 = $210. After: (2,400 − 540) / 12 + $10 = $165. (A
    // proposal's hours are float32, decision 0061: sums agree to ~1e-8 relative, so 4 places.)
    expect(p.figures.preSolarMonthlyBill).toBeCloseTo(210, 4);
    expect(p.figures.proposalPostSolarMonthlyBill).toBeCloseTo(165, 4);
    expect(p.proposalPostSolarMonthlyBill).toBeCloseTo(165, 4);
    const h = p.figures.hourlyBill!;
    expect(h.isLoadModelled).toBe(true);
    expect(h.annual.loadKwh).toBeCloseTo(12_000, 4);
    expect(h.annual.productionKwh).toBeCloseTo(10_800, 4);
    expect(h.monthly).toHaveLength(12);
    // The summer day's hours add up to a June–August day: 1,000 kWh a month over the month's days.
    expect(h.typicalDays.summer.load.reduce((a, b) => a + b)).toBeCloseTo(3000 / 92, 4);
  });

  it('net billing: bought − sold = used − made, and the savings use the hourly bill', async () => {
    const company = await hourlyCompany({ tariff: flatRate, metering: 'net-billing', sellRates });
    const p = await priceOn(company);
    const h = p.figures.hourlyBill!;
    expect(h.annual.importKwh - h.annual.exportKwh).toBeCloseTo(12_000 - 10_800, 4);
    // Bought at $0.20, sold at $0.05, $10 a month: the year's bill / 12.
    const year = h.annual.importKwh * 0.2 - h.annual.exportKwh * 0.05 + 120;
    expect(p.figures.proposalPostSolarMonthlyBill).toBeCloseTo(year / 12, 6);
    expect(h.selfConsumedShare).toBeCloseTo((10_800 - h.annual.exportKwh) / 10_800, 9);
    expect(p.figures.projection[0]!.postSolarCost).toBeCloseTo(year, 4);
  });

  it('leaves a proposal on the spec’s monthly plan without an hourly bill', async () => {
    const customer = await freshCustomerId(t);
    const p = await createProposalAs(t, ADMIN, proposalBody(c, customer));
    expect(p.figures).not.toHaveProperty('hourlyBill');
  });
});

const sum = (xs: ArrayLike<number>) => Array.prototype.reduce.call(xs, (a, b) => a + b, 0);

describe('GET /api/Proposals/:id/hours hands the editor the hours a save prices with (decision 0061)', () => {
  it('net billing: the load and per-panel hours whose import and export are the stored bill’s', async () => {
    const company = await hourlyCompany({ tariff: flatRate, metering: 'net-billing', sellRates });
    const p = await priceOn(company);
    const res = await t.app.inject({
      url: `/api/Proposals/${p.id}/hours`,
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode, res.body).toBe(200);
    const hours = decodeProposalHours(res.json<ProposalHoursResponse>().hours!)!;
    expect(hours.isLoadModelled).toBe(true);
    expect(hours.load).toHaveLength(8760);
    // 12,000 kWh used; one panel makes 600 kWh a year (float32: to a few parts in 10⁸).
    expect(sum(hours.load)).toBeCloseTo(12_000, 2);
    expect(hours.perPanelProduction).toHaveLength(1);
    expect(sum(hours.perPanelProduction[0]!)).toBeCloseTo(600, 3);
    // 18 panels, no shading and no efficiency adder: the hours bought and sold are the bill's.
    const { load, production } = systemHours(hours, p.details.panelArrays);
    let imported = 0;
    let exported = 0;
    for (let h = 0; h < 8760; h++) {
      const net = load[h]! - production[h]!;
      if (net > 0) imported += net;
      else exported -= net;
    }
    const bill = p.figures.hourlyBill!;
    expect(imported).toBeCloseTo(bill.annual.importKwh, 9);
    expect(exported).toBeCloseTo(bill.annual.exportKwh, 9);
    // Bought at $0.20, sold at $0.05, $10 a month: the saved post-solar bill to the cent and beyond.
    const year = imported * 0.2 - exported * 0.05 + 120;
    expect(p.figures.proposalPostSolarMonthlyBill).toBeCloseTo(year / 12, 9);
  });

  it('answers hours null on the spec’s monthly plans, 404 out of reach and 400 on a bad id', async () => {
    const customer = await freshCustomerId(t);
    const p = await createProposalAs(t, ADMIN, proposalBody(c, customer));
    const monthly = await t.app.inject({
      url: `/api/Proposals/${p.id}/hours`,
      headers: await t.as(ADMIN),
    });
    expect(monthly.statusCode).toBe(200);
    expect(monthly.json()).toEqual({ hours: null });
    const hidden = await t.app.inject({
      url: `/api/Proposals/${p.id}/hours`,
      headers: await t.as(REP),
    });
    expect(hidden.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: '/api/Proposals/not-an-id/hours',
      headers: await t.as(ADMIN),
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: `/api/Proposals/${p.id}/hours` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the customer's details on hourly plans are billed hour by hour too (issue 35)", () => {
  it('buy-all/sell-all: Saved Build shows the hourly bills, not the month groups’', async () => {
    const company = await hourlyCompany({
      tariff: flatRate,
      metering: 'buy-all-sell-all',
      sellRates,
    });
    const customer = await freshCustomerId(t);
    const body = detailsBody({
      powerCompany: company,
      preSolarPlan: company.preSolarPlans[0]!,
      postSolarPlan: company.postSolarPlans[0]!,
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/customers/${customer}/Details`,
      headers: await t.as(ADMIN),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{
      preSolarMonthlyBill: number;
      postSolarMonthlyBill: number;
      panelArrays: { panels: number; singlePanelProduction: number[] }[];
    }>();
    const made = saved.panelArrays.reduce(
      (sum, a) => sum + a.panels * a.singlePanelProduction.reduce((x, y) => x + y, 0),
      0,
    );
    expect(made).toBeGreaterThan(0);
    // 12,000 kWh bought at $0.20 + $10 a month; all that is made sold at $0.05.
    expect(saved.preSolarMonthlyBill).toBeCloseTo(210, 6);
    expect(saved.postSolarMonthlyBill).toBeCloseTo((2400 - made * 0.05) / 12 + 10, 6);
  });
});

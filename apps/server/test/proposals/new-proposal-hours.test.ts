import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeProposalHours,
  type CustomerDetailsRecord,
  type PowerCompanyRecord,
  type ProposalHoursResponse,
} from '@pb/core';
import { detailsBody, useCatalogueSnapshots } from '../helpers/details-fixture';
import { flatProductionEstimator } from '../helpers/flat-production';
import { FIVE_CENT_SELL_RATES, FLAT_RATE, hourlyCompany } from '../helpers/hourly-company';
import {
  createProposalAs,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
let company: PowerCompanyRecord;
beforeAll(async () => {
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  c = await loadProposalCatalogue(t);
  await useCatalogueSnapshots(t);
  company = await hourlyCompany(t, {
    tariff: FLAT_RATE,
    metering: 'buy-all-sell-all',
    sellRates: FIVE_CENT_SELL_RATES,
  });
});
afterAll(() => t.close());

const sum = (xs: ArrayLike<number>): number => {
  let total = 0;
  for (let i = 0; i < xs.length; i++) total += xs[i]!;
  return total;
};
const url = (customerId: string) => `/api/customers/${customerId}/new-proposal-hours`;

/** A customer whose saved details (12,000 kWh a year, 20 panels of 400 W) are on `plans`. */
async function customerWithDetails(plans: Record<string, unknown> = {}) {
  const id = await freshCustomerId(t);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/customers/${id}/Details`,
    headers: await t.as(ADMIN),
    payload: detailsBody(plans),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, details: res.json<CustomerDetailsRecord>() };
}

const onHourly = () => ({
  powerCompany: company,
  preSolarPlan: company.preSolarPlans[0]!,
  postSolarPlan: company.postSolarPlans[0]!,
});

describe('GET /api/customers/:id/new-proposal-hours: the builder prices with the first save’s hours (decision 0066)', () => {
  it('answers the hours the first save prices with: the same float32 series, and the bill they make', async () => {
    const { id, details } = await customerWithDetails(onHourly());
    const res = await t.app.inject({ url: url(id), headers: await t.as(ADMIN) });
    expect(res.statusCode, res.body).toBe(200);
    const encoded = res.json<ProposalHoursResponse>().hours!;
    const hours = decodeProposalHours(encoded)!;
    expect(hours.isLoadModelled).toBe(true);
    // 12,000 kWh used; a 400 W panel makes 125 kWh/kW × 0.4 kW × 12 = 600 kWh a year.
    expect(sum(hours.load)).toBeCloseTo(12_000, 2);
    expect(hours.perPanelProduction).toHaveLength(1);
    expect(sum(hours.perPanelProduction[0]!)).toBeCloseTo(600, 3);

    // The builder's first save, from the same details (as valuesFromDetails sends them).
    const body = proposalBody(c, id);
    const saved = await createProposalAs(t, ADMIN, {
      ...body,
      details: {
        ...body.details,
        ...onHourly(),
        panel: details.panel,
        inverter: details.inverter,
        panelArrays: details.panelArrays,
        preSolarPowerUsage: details.preSolarPowerUsage,
      },
    });
    // The saved proposal's hours are the very series the builder was handed.
    const after = await t.app.inject({
      url: `/api/Proposals/${saved.id}/hours`,
      headers: await t.as(ADMIN),
    });
    expect(after.json<ProposalHoursResponse>().hours).toEqual(encoded);
    // Buy-all/sell-all at $0.20 and $0.05 + $10: 20 panels × 600 kWh sold, all the load bought.
    const panels = saved.details.panelArrays[0]!.panels;
    const year = sum(hours.load) * 0.2 - panels * sum(hours.perPanelProduction[0]!) * 0.05 + 120;
    expect(saved.figures.proposalPostSolarMonthlyBill).toBeCloseTo(year / 12, 9);
    expect(saved.figures.proposalPostSolarMonthlyBill).toBeCloseTo(
      (2400 - panels * 600 * 0.05) / 12 + 10,
      3,
    );
  });

  it('uses the customer’s metered year when one is uploaded', async () => {
    const { id } = await customerWithDetails(onHourly());
    const csv = [
      'TYPE,DATE,START TIME,END TIME,USAGE (kWh),COST,NOTES',
      ...Array.from({ length: 365 * 24 }, (_, i) => {
        const date = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 24) * 86_400_000);
        const h = String(i % 24).padStart(2, '0');
        return `Electric usage,${date.toISOString().slice(0, 10)},${h}:00,${h}:59,0.5,$0.10,`;
      }),
    ].join('\n');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${id}/interval-load`,
      headers: await t.as(ADMIN),
      payload: { fileName: 'half.csv', text: csv },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await t.app.inject({ url: url(id), headers: await t.as(ADMIN) });
    const hours = decodeProposalHours(res.json<ProposalHoursResponse>().hours!)!;
    expect(hours.isLoadModelled).toBe(false);
    expect(sum(hours.load)).toBeCloseTo(4380, 6);
  });

  it('answers null on monthly plans and without details; 404 out of reach; 401 signed out', async () => {
    const monthly = await customerWithDetails();
    const headers = await t.as(ADMIN);
    expect((await t.app.inject({ url: url(monthly.id), headers })).json()).toEqual({
      hours: null,
    });
    const bare = await freshCustomerId(t);
    expect((await t.app.inject({ url: url(bare), headers })).json()).toEqual({ hours: null });

    // The Closer neither created the customer nor is assigned to it: as for a missing customer.
    const hourly = await customerWithDetails(onHourly());
    const other = await t.app.inject({ url: url(hourly.id), headers: await t.as(CLOSER) });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('load');
    const missing = await t.app.inject({
      url: url('00000000-0000-4000-8000-000000000000'),
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: url(hourly.id) })).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PowerCompanyRecord, ProposalView } from '@pb/core';
import { contracts, proposals } from '../../src/db/schema';
import { flatProductionEstimator } from '../helpers/flat-production';
import { FIVE_CENT_SELL_RATES, FLAT_RATE, hourlyCompany } from '../helpers/hourly-company';
import {
  createProposalAs,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
let company: PowerCompanyRecord;
beforeAll(async () => {
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  c = await loadProposalCatalogue(t);
  company = await hourlyCompany(t, {
    tariff: FLAT_RATE,
    metering: 'buy-all-sell-all',
    sellRates: FIVE_CENT_SELL_RATES,
  });
});
afterAll(() => t.close());

/** A Download-My-Data CSV of 2023 (365 days), `kwh` every hour. */
function yearCsv(kwh: number): string {
  const rows = ['TYPE,DATE,START TIME,END TIME,USAGE (kWh),COST,NOTES'];
  for (let i = 0; i < 365 * 24; i++) {
    const date = new Date(Date.UTC(2023, 0, 1) + Math.floor(i / 24) * 86_400_000);
    const h = String(i % 24).padStart(2, '0');
    rows.push(`Electric usage,${date.toISOString().slice(0, 10)},${h}:00,${h}:59,${kwh},$0.10,`);
  }
  return rows.join('\n');
}

const get = async (id: string) =>
  (
    await t.app.inject({ url: `/api/Proposals/${id}`, headers: await t.as(ADMIN) })
  ).json<ProposalView>();

/** 18 panels × 600 kWh = 10,800 kWh a year (flat estimator) against 12,000 kWh used. */
async function proposalOn(customerId: string, isHourly: boolean) {
  const body = proposalBody(c, customerId);
  if (!isHourly) return createProposalAs(t, ADMIN, body);
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

/** Marks a proposal's agreement generated and signed (as the onboarding flow stores it). */
async function sign(p: ProposalView) {
  await t.db.update(proposals).set({ isContractGenerated: true }).where(eq(proposals.id, p.id));
  await t.db.insert(contracts).values({
    id: p.id,
    customerId: p.customerId,
    pandaDocs: [
      {
        pandaDocId: `doc-${p.id}`,
        pandaDocStatus: 'completed',
        name: 'Agreement',
        created: new Date().toISOString(),
        signingUrl: '',
        hasSignedPdf: true,
        price: null,
      },
    ],
  });
}

describe('a Green Button upload or removal re-prices the stored hourly proposals (decision 0066)', () => {
  it('re-prices the unsigned hourly proposal; the signed one and the monthly-plan one keep their figures', async () => {
    const customerId = await freshCustomerId(t);
    const open = await proposalOn(customerId, true);
    const signed = await proposalOn(customerId, true);
    const monthly = await proposalOn(customerId, false);
    await sign(signed);
    const signedBefore = await get(signed.id);
    // Modelled from 12,000 kWh: bought at $0.20, 10,800 kWh sold at $0.05, $10 a month.
    expect(open.figures.preSolarMonthlyBill).toBeCloseTo(2400 / 12 + 10, 3);
    expect(open.figures.proposalPostSolarMonthlyBill).toBeCloseTo((2400 - 540) / 12 + 10, 3);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customerId}/interval-load`,
      headers: await t.as(ADMIN),
      payload: { fileName: 'usage.csv', text: yearCsv(0.5) },
    });
    expect(put.statusCode, put.body).toBe(200);

    // Metered: 4,380 kWh bought at $0.20 → $83; the same 10,800 kWh sold → $828 − $540 a year.
    const after = await get(open.id);
    expect(after.version).toBe(open.version + 1);
    expect(after.figures.hourlyBill!.isLoadModelled).toBe(false);
    expect(after.figures.preSolarMonthlyBill).toBeCloseTo(876 / 12 + 10, 3);
    expect(after.figures.proposalPostSolarMonthlyBill).toBeCloseTo((876 - 540) / 12 + 10, 3);
    // Buy-all/sell-all: the savings are the sales ($45 a month) whatever the load.
    expect(after.figures.monthlySavings).toBeCloseTo(open.figures.monthlySavings, 3);
    const [row] = await t.db.select().from(proposals).where(eq(proposals.id, open.id));
    expect(row!.proposalPostSolarMonthlyBill).toBeCloseTo((876 - 540) / 12 + 10, 3);
    expect(row!.details.preSolarMonthlyBill).toBeCloseTo(876 / 12 + 10, 3);
    // The price is the save's: only the bills moved.
    expect(after.totalSystemCost).toBe(open.totalSystemCost);

    const signedAfter = await get(signed.id);
    expect(signedAfter.version).toBe(signedBefore.version);
    expect(signedAfter.figures).toEqual(signedBefore.figures);
    expect(signedAfter.figures.hourlyBill!.isLoadModelled).toBe(true);
    const monthlyAfter = await get(monthly.id);
    expect(monthlyAfter.version).toBe(monthly.version);
    expect(monthlyAfter.figures).toEqual(monthly.figures);

    // Removing the year goes back to the modelled load's figures.
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${customerId}/interval-load`,
      headers: await t.as(ADMIN),
    });
    expect(del.statusCode).toBe(204);
    const back = await get(open.id);
    expect(back.version).toBe(open.version + 2);
    expect(back.figures.hourlyBill!.isLoadModelled).toBe(true);
    expect(back.figures.proposalPostSolarMonthlyBill).toBeCloseTo(
      open.figures.proposalPostSolarMonthlyBill,
      6,
    );
    expect((await get(signed.id)).figures).toEqual(signedBefore.figures);
  });

  it('two identical uploads at once leave one row and the proposal priced on it', async () => {
    const customerId = await freshCustomerId(t);
    const open = await proposalOn(customerId, true);
    const headers = await t.as(ADMIN);
    const payload = { fileName: 'twice.csv', text: yearCsv(0.5) };
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'PUT',
          url: `/api/customers/${customerId}/interval-load`,
          headers,
          payload,
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json()).toEqual(b!.json());
    const { customerIntervalLoads } = await import('../../src/db/schema');
    const rows = await t.db
      .select()
      .from(customerIntervalLoads)
      .where(eq(customerIntervalLoads.customerId, customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.annualKwh).toBe(4380);
    const after = await get(open.id);
    expect(after.version).toBe(open.version + 2);
    expect(after.figures.proposalPostSolarMonthlyBill).toBeCloseTo((876 - 540) / 12 + 10, 3);
  });
});

import type { CustomerProposalsResponse, ProposalView } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomerId } from '../helpers/proposal-factory';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the California demo customer (issue 35)', () => {
  it('has a demo proposal on PG&E’s hourly E-ELEC net-billing plan, priced hour by hour', async () => {
    const headers = await t.as(ADMIN);
    const id = await demoCustomerId(t, 'BSA-100213');
    const list = (
      await t.app.inject({ url: `/api/customers/${id}/Proposals`, headers })
    ).json<CustomerProposalsResponse>().items;
    expect(list).toHaveLength(1);
    const p = (
      await t.app.inject({ url: `/api/Proposals/${list[0]!.id}`, headers })
    ).json<ProposalView>();
    expect(p.details.powerCompany?.name).toBe('Pacific Gas & Electric');
    expect(p.details.postSolarPlan?.hourly?.metering).toBe('net-billing');
    const h = p.figures.hourlyBill!;
    expect(h.metering).toBe('net-billing');
    expect(h.isLoadModelled).toBe(true);
    expect(h.annual.loadKwh).toBeCloseTo(9_600, 3);
    // The production and the bill are the stored proposal's: the year's bill / 12.
    expect(h.annual.productionKwh).toBeCloseTo(p.figures.totalAnnualProduction, 3);
    expect(p.figures.proposalPostSolarMonthlyBill).toBeCloseTo(h.annual.withSolar / 12, 9);
    // Exports are credited at a fraction of E-ELEC's $0.35–0.61: some of the bill remains.
    expect(h.annual.exportKwh).toBeGreaterThan(0);
    expect(h.selfConsumedShare).toBeGreaterThan(0);
    expect(h.selfConsumedShare).toBeLessThan(1);
    // The deck (and its PDF) carries the same hourly result for the Net Metering slide.
    const deck = await t.app.inject({ url: `/api/Proposals/${p.id}/deck`, headers });
    expect(deck.statusCode).toBe(200);
    expect(deck.json().figures.hourlyBill).toEqual(h);
  });
});

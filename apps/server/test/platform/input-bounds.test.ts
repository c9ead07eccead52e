import type { CustomerDetailsRecord, ProposalView } from '@pb/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDetails, proposals } from '../../src/db/schema/index';
import { NON_FINITE_MESSAGE } from '../../src/lib/storable';
import { persistDetails } from '../../src/modules/customer-details/customer-details.service';
import { detailsBody, useCatalogueSnapshots } from '../helpers/details-fixture';
import {
  createProposalAs,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
  updateBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { flatProductionEstimator } from '../helpers/flat-production';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 14 "A request must never leave a record unreadable": numbers outside their business range
 * are refused at the edge (400) and nothing is written; a stored row stays readable.
 */
let t: TestApp;
let c: ProposalCatalogue;
beforeAll(async () => {
  // The hand-made bodies' production (issue 31: the server estimates it) stays the tests' own.
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  await useCatalogueSnapshots(t);
  c = await loadProposalCatalogue(t);
});
afterAll(() => t.close());

const detailsUrl = (id: string) => `/api/customers/${id}/Details`;
const saveDetails = async (customerId: string, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: detailsUrl(customerId),
    headers: await t.as(ADMIN),
    payload: body as object,
  });
const readDetails = async (customerId: string) =>
  t.app.inject({ url: detailsUrl(customerId), headers: await t.as(ADMIN) });
const detailsRow = async (customerId: string) =>
  (await t.db.select().from(customerDetails).where(eq(customerDetails.customerId, customerId)))[0];

describe('customer details: a huge number is a 400 and the row is untouched', () => {
  const cases: [string, (b: ReturnType<typeof detailsBody>) => unknown][] = [
    ['epc 1e308', (b) => ({ ...b, epc: 1e308 })],
    ['epc 21 $/W (above 20)', (b) => ({ ...b, epc: 21 })],
    ['panel.cells 1e308', (b) => ({ ...b, panel: { ...b.panel!, cells: 1e308 } })],
    ['panel.cells 2001 W', (b) => ({ ...b, panel: { ...b.panel!, cells: 2001 } })],
    [
      'annual usage above 12 × 1,000,000 kWh',
      (b) => ({
        ...b,
        preSolarPowerUsage: { ...b.preSolarPowerUsage!, annualPowerUsage: 12_000_001 },
      }),
    ],
    [
      'panels 1e308 in an array',
      (b) => ({ ...b, panelArrays: [{ ...b.panelArrays![0]!, panels: 1e308 }] }),
    ],
  ];
  for (const [label, change] of cases) {
    it(label, async () => {
      const customerId = await freshCustomerId(t);
      const first = await saveDetails(customerId, detailsBody());
      expect(first.statusCode, first.body).toBe(200);
      const saved = first.json<CustomerDetailsRecord>();
      const before = await detailsRow(customerId);

      const res = await saveDetails(customerId, change(detailsBody({ version: saved.version })));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');

      expect(await detailsRow(customerId)).toEqual(before);
      const again = await readDetails(customerId);
      expect(again.statusCode).toBe(200);
      expect(again.json().totalSystemCost).toBe(28_000); // 1000 × 3.5 $/W × 8 kW, as saved
    });
  }

  it('a stored non-finite figure (a row written before the bounds) still reads, so it can be repaired', async () => {
    const customerId = await freshCustomerId(t);
    const saved = (await saveDetails(customerId, detailsBody())).json<CustomerDetailsRecord>();
    await t.db
      .update(customerDetails)
      .set({
        totalSystemCost: sql`'Infinity'::double precision`,
        epc: sql`'NaN'::double precision`,
      })
      .where(eq(customerDetails.customerId, customerId));
    const read = await readDetails(customerId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().totalSystemCost).toBe(0);
    expect(read.json().epc).toBe(0);
    const repaired = await saveDetails(customerId, detailsBody({ version: saved.version }));
    expect(repaired.statusCode, repaired.body).toBe(200);
    expect(repaired.json().totalSystemCost).toBe(28_000);
  });
});

describe('proposals: a huge number is a 400 and nothing is written', () => {
  const proposalCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(proposals))[0]!.n;

  it('creating with a details epc of 1e308 or proposalEpc of 1e308 is refused', async () => {
    const customerId = await freshCustomerId(t);
    const before = await proposalCount();
    const base = proposalBody(c, customerId);
    for (const body of [
      { ...base, details: { ...base.details, epc: 1e308 } },
      { ...base, proposalEpc: 1e308 },
      { ...base, details: { ...base.details, panel: { ...base.details.panel!, cells: 1e308 } } },
      { ...base, outOfPocketCost: 1e308 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Proposals',
        headers: await t.as(ADMIN),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await proposalCount()).toBe(before);
  });

  it('updating with 1e308 is refused, the row is unchanged and still reads', async () => {
    const customerId = await freshCustomerId(t);
    const p = await createProposalAs(t, ADMIN, proposalBody(c, customerId));
    const rowBefore = (await t.db.select().from(proposals).where(eq(proposals.id, p.id)))[0];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/Proposals',
      headers: await t.as(ADMIN),
      payload: updateBody(p, { details: { ...p.details, epc: 1e308 } }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const rowAfter = (await t.db.select().from(proposals).where(eq(proposals.id, p.id)))[0];
    expect(rowAfter).toEqual(rowBefore);
    const read = await t.app.inject({ url: `/api/Proposals/${p.id}`, headers: await t.as(ADMIN) });
    expect(read.statusCode).toBe(200);
    expect(read.json<ProposalView>().totalSystemCost).toBe(p.totalSystemCost);
  });
});

describe('text caps', () => {
  const createCustomer = async (firstName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: {
        firstName,
        lastName: 'Cap',
        address1: '1 Main St',
        city: 'Phoenix',
        state: 'AZ',
        zip: '85016',
      },
    });

  it('a name of exactly 200 characters is created (201), 201 characters is a 400', async () => {
    expect((await createCustomer('a'.repeat(200))).statusCode).toBe(201);
    const over = await createCustomer('a'.repeat(201));
    expect(over.statusCode).toBe(400);
    expect(over.json().issues[0].path).toBe('body.firstName');
  });

  it('a proposal description of 10,000 characters is created, 10,001 is a 400', async () => {
    const customerId = await freshCustomerId(t);
    const post = async (description: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Proposals',
        headers: await t.as(ADMIN),
        payload: proposalBody(c, customerId, { description }),
      });
    expect((await post('d'.repeat(10_000))).statusCode).toBe(201);
    const over = await post('d'.repeat(10_001));
    expect(over.statusCode).toBe(400);
    expect(over.json().issues[0].path).toBe('body.description');
  });

  it('roofImageDrawing of 64 kB is accepted, one character more is refused (decision 0018)', async () => {
    const customerId = await freshCustomerId(t);
    const post = async (roofImageDrawing: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Proposals',
        headers: await t.as(ADMIN),
        payload: proposalBody(c, customerId, { roofImageDrawing }),
      });
    const at = 64 * 1024;
    expect((await post('x'.repeat(at))).statusCode).toBe(201);
    const over = await post('x'.repeat(at + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().issues[0].path).toBe('body.roofImageDrawing');
    // A body beyond the route's 1 MB limit is refused before it is parsed (decision 0048).
    const fourMb = await post('x'.repeat(4_000_000));
    expect(fourMb.statusCode).toBe(413);
  });
});

describe('compute before writing: the details save refuses a non-finite figure (422)', () => {
  it('persistDetails writes nothing when a computed figure is Infinity', async () => {
    const customerId = await freshCustomerId(t);
    await saveDetails(customerId, detailsBody());
    const existing = await detailsRow(customerId);
    const {
      id: _id,
      customerId: _c,
      version: _v,
      createdAt: _a,
      updatedAt: _u,
      ...values
    } = existing!;
    await expect(
      persistDetails(t.db, customerId, existing, { ...values, totalSystemCost: Infinity }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: NON_FINITE_MESSAGE });
    expect(await detailsRow(customerId)).toEqual(existing);
  });
});

import type { CustomerProposalsResponse } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProposalAs,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { assignCustomer } from '../helpers/assign-customer';

let t: TestApp;
let c: ProposalCatalogue;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadProposalCatalogue(t);
});
afterAll(() => t.close());

const list = async (email: string, customerId: string, query = '') =>
  t.app.inject({
    url: `/api/customers/${customerId}/Proposals${query}`,
    headers: await t.as(email),
  });
const page = async (email: string, customerId: string, query = '') => {
  const res = await list(email, customerId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerProposalsResponse>();
};

/** A drawing of the largest size the editor makes (4,000 points, ADR 0018): about 30 kB. */
const bigDrawing = () => {
  const points: number[] = [];
  for (let i = 0; i < 4000; i += 1) points.push(100 + (i % 800), 100 + ((i * 7) % 800));
  return JSON.stringify({ v: 1, strokes: [points] });
};

/** The card's fields: what the list answers for each proposal, and nothing else. */
const SUMMARY_KEYS = [
  'createdBy',
  'customerId',
  'dateCreated',
  'description',
  'id',
  'isContractGenerated',
  'isGroundMount',
  'isRedLine',
  'isViewableByRep',
  'proposalNumber',
  'systemSize',
  'totalSystemCost',
  'updatedAt',
  'version',
];

describe('GET /api/customers/{id}/Proposals pages', () => {
  it('answers limit proposals from offset, newest number first, with the total', async () => {
    const customer = await freshCustomerId(t);
    for (let i = 0; i < 7; i += 1) await createProposalAs(t, ADMIN, proposalBody(c, customer));

    const first = await page(ADMIN, customer, '?limit=3');
    expect(first.items.map((p) => p.proposalNumber)).toEqual([7, 6, 5]);
    expect({ total: first.total, limit: first.limit, offset: first.offset }).toEqual({
      total: 7,
      limit: 3,
      offset: 0,
    });
    const second = await page(ADMIN, customer, '?limit=3&offset=3');
    expect(second.items.map((p) => p.proposalNumber)).toEqual([4, 3, 2]);
    const last = await page(ADMIN, customer, '?limit=3&offset=6');
    expect(last.items.map((p) => p.proposalNumber)).toEqual([1]);
    const past = await page(ADMIN, customer, '?limit=3&offset=7');
    expect(past).toEqual({ items: [], total: 7, limit: 3, offset: 7 });
  });

  it('pages by 50 unless asked, and refuses a page over 100 or a negative offset', async () => {
    const customer = await freshCustomerId(t);
    const all = await page(ADMIN, customer);
    expect(all).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
    expect((await page(ADMIN, customer, '?limit=100')).limit).toBe(100);
    for (const bad of ['?limit=101', '?limit=0', '?offset=-1', '?limit=abc']) {
      expect((await list(ADMIN, customer, bad)).statusCode, bad).toBe(400);
    }
  });

  it('keeps the drawing, the details and the figures out: 20 big drawings stay a small answer', async () => {
    const customer = await freshCustomerId(t);
    const drawing = bigDrawing();
    expect(drawing.length).toBeGreaterThan(25_000);
    for (let i = 0; i < 20; i += 1) {
      await createProposalAs(
        t,
        ADMIN,
        proposalBody(c, customer, { roofImageDrawing: drawing, isGroundMount: i === 0 }),
      );
    }
    const res = await list(ADMIN, customer);
    const body = res.json<CustomerProposalsResponse>();
    expect(body.total).toBe(20);
    for (const item of body.items) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
    expect(res.body).not.toContain('strokes');
    // 20 summaries of ~400 bytes; the drawings alone would be 20 × 30 kB = 600 kB.
    expect(res.body.length).toBeLessThan(15_000);
    expect(body.items.at(-1)).toMatchObject({
      proposalNumber: 1,
      description: 'Test proposal',
      isGroundMount: true,
      isViewableByRep: true,
      isRedLine: false,
      isContractGenerated: false,
      createdBy: 'Ada Admin',
    });
    // 18 × 400 W at $4.00/W (the factory's body).
    expect(body.items.at(-1)!.systemSize).toBeCloseTo(7.2, 6);
    expect(body.items.at(-1)!.totalSystemCost).toBeCloseTo(28_800, 2);
  });

  it('narrows to the rep-viewable ones on request, and always for users without PB_MANAGE_CUSTOMERS', async () => {
    const customer = await freshCustomerId(t);
    await assignCustomer(t, customer, CLOSER);
    const hidden = { isViewableByRep: false };
    await createProposalAs(t, ADMIN, proposalBody(c, customer, hidden));
    await createProposalAs(t, ADMIN, proposalBody(c, customer));
    await createProposalAs(t, ADMIN, proposalBody(c, customer, hidden));

    const admin = await page(ADMIN, customer);
    expect(admin.items.map((p) => p.proposalNumber)).toEqual([3, 2, 1]);
    const repView = await page(ADMIN, customer, '?onlyViewableByRep=true');
    expect(repView.items.map((p) => p.proposalNumber)).toEqual([2]);
    expect(repView.total).toBe(1);
    for (const query of ['', '?onlyViewableByRep=false']) {
      const closer = await page(CLOSER, customer, query);
      expect(
        closer.items.map((p) => p.proposalNumber),
        query,
      ).toEqual([2]);
      expect(closer.total).toBe(1);
    }
  });
});

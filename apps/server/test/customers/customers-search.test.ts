import type { Customer, CustomerListResponse } from '@pb/core';
import { customerListSearchParams } from '@pb/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, proposals } from '../../src/db/schema/index';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let headers: Record<string, string>;

/** Customers unique to this file: every search below includes the marker word "zq". */
const PEOPLE = [
  {
    firstName: 'Zq',
    lastName: 'Abbott',
    address1: '1 Oak Ln',
    city: 'Tempe',
    state: 'AZ',
    zip: '85281',
  },
  {
    firstName: 'Zq',
    lastName: 'Baker',
    address1: '22 Pine St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  },
  {
    firstName: 'Zq',
    lastName: 'baxter',
    address1: '9 Maple Ave',
    city: 'Tempe',
    state: 'AZ',
    zip: '85282',
  },
  {
    firstName: 'Zq',
    lastName: 'Carver',
    address1: '100 50%_Off Way',
    city: 'Miami',
    state: 'FL',
    zip: '33101',
  },
  {
    firstName: 'Zq',
    lastName: 'Dunn',
    address1: '7 Elm Ct',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
  },
  {
    firstName: 'Zq',
    lastName: 'Ellis',
    address1: '3 Birch Rd',
    city: 'Macon',
    state: 'GA',
    zip: '31201',
  },
  {
    firstName: 'Zq',
    lastName: 'Fox',
    address1: '15 Cedar Dr',
    city: 'Aiken',
    state: 'SC',
    zip: '29801',
  },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.as(ADMIN);
  for (const p of PEOPLE) {
    const res = await t.app.inject({ method: 'POST', url: '/api/customers', headers, payload: p });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

async function search(
  query: Parameters<typeof customerListSearchParams>[0],
): Promise<CustomerListResponse> {
  const res = await t.app.inject({
    url: `/api/customers?${customerListSearchParams(query).toString()}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerListResponse>();
}
const names = (r: CustomerListResponse) => r.customers.map((c: Customer) => c.lastName);

describe('GET /api/customers search', () => {
  it('finds name fragments anywhere, case-insensitively, ordered by last then first name', async () => {
    expect(names(await search({ searchTerm: 'zq BA' }))).toEqual(['Baker', 'baxter']);
    expect(names(await search({ searchTerm: 'zq aXTe' }))).toEqual(['baxter']);
  });

  it('needs every word to match, across name, address, city, state and zip', async () => {
    expect(names(await search({ searchTerm: 'zq tempe' }))).toEqual(['Abbott', 'baxter']);
    expect(names(await search({ searchTerm: 'zq tempe maple' }))).toEqual(['baxter']);
    expect(names(await search({ searchTerm: 'zq 2770' }))).toEqual(['Baker']);
    expect(names(await search({ searchTerm: '  zq   Cedar  ' }))).toEqual(['Fox']);
    expect(names(await search({ searchTerm: 'zq nomatch' }))).toEqual([]);
  });

  it('matches 1–2 character words only at the start of a word', async () => {
    expect(names(await search({ searchTerm: 'zq ba' }))).toEqual(['Baker', 'baxter']);
    expect(names(await search({ searchTerm: 'zq ax' }))).toEqual([]); // inside "baxter", not a word start
    expect(names(await search({ searchTerm: 'zq m' }))).toEqual(['baxter', 'Carver', 'Ellis']); // Maple, Miami, Macon
  });

  it('treats % and _ literally', async () => {
    expect(names(await search({ searchTerm: 'zq 50%_off' }))).toEqual(['Carver']);
    expect(names(await search({ searchTerm: 'zq 5%f' }))).toEqual([]);
    expect(names(await search({ searchTerm: 'zq o_k' }))).toEqual([]);
  });

  it('pages 0-based with the total count of matches', async () => {
    const all = await search({ searchTerm: 'zq', pageSize: 25 });
    expect(all.count).toBe(PEOPLE.length);
    expect(all.customers).toHaveLength(PEOPLE.length);
    await t.db.insert(customers).values(
      Array.from({ length: 30 }, (_, i) => ({
        firstName: 'Pager',
        lastName: `Pgq${String(i).padStart(2, '0')}`,
        address1: '1 Page St',
        city: 'Mesa',
        state: 'AZ' as const,
        zip: '85201',
      })),
    );
    const first = await search({ searchTerm: 'pgq', pageSize: 25 });
    expect(first.count).toBe(30);
    expect(names(first)[0]).toBe('Pgq00');
    expect(first.customers).toHaveLength(25);
    const second = await search({ searchTerm: 'pgq', pageSize: 25, page: 1 });
    expect(second.count).toBe(30);
    expect(names(second)).toEqual(['Pgq25', 'Pgq26', 'Pgq27', 'Pgq28', 'Pgq29']);
    const beyond = await search({ searchTerm: 'zq', page: 3 });
    expect(beyond).toEqual({ customers: [], count: PEOPLE.length });
  });

  it('defaults to page 0 of 25 and accepts only page sizes 25, 50, 75 and 100', async () => {
    const res = await t.app.inject({ url: '/api/customers', headers });
    expect(res.json().customers.length).toBeLessThanOrEqual(25);
    for (const size of [50, 75, 100]) {
      expect(
        (await t.app.inject({ url: `/api/customers?pageSize=${size}`, headers })).statusCode,
      ).toBe(200);
    }
    const bad = await t.app.inject({ url: '/api/customers?pageSize=30', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('querystring.pageSize');
    expect((await t.app.inject({ url: '/api/customers?page=-1', headers })).statusCode).toBe(400);
  });
});

describe('GET /api/customers filters', () => {
  it('filters by any of several states', async () => {
    expect(names(await search({ searchTerm: 'zq', filters: { state: ['TX', 'FL'] } }))).toEqual([
      'Carver',
      'Dunn',
    ]);
    expect(names(await search({ searchTerm: 'zq', filters: { state: ['AZ'] } }))).toEqual([
      'Abbott',
      'baxter',
    ]);
  });

  it('filters by creation date (within 7, 30 or 90 days)', async () => {
    const [old] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.lastName, 'Ellis'));
    const [older] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.lastName, 'Fox'));
    const day = 86_400_000;
    await t.db
      .update(customers)
      .set({ createdAt: new Date(Date.now() - 40 * day) })
      .where(eq(customers.id, old!.id));
    await t.db
      .update(customers)
      .set({ createdAt: new Date(Date.now() - 120 * day) })
      .where(eq(customers.id, older!.id));
    expect(names(await search({ searchTerm: 'zq', filters: { createdWithin: 30 } }))).not.toContain(
      'Ellis',
    );
    expect(names(await search({ searchTerm: 'zq', filters: { createdWithin: 90 } }))).toContain(
      'Ellis',
    );
    expect(names(await search({ searchTerm: 'zq', filters: { createdWithin: 90 } }))).not.toContain(
      'Fox',
    );
    expect((await search({ searchTerm: 'zq', filters: { createdWithin: 7 } })).count).toBe(
      PEOPLE.length - 2,
    );
  });

  it('filters by whether the customer has proposals', async () => {
    const [abbott] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.lastName, 'Abbott'));
    type ProposalRow = typeof proposals.$inferInsert;
    await t.db.insert(proposals).values({
      customerId: abbott!.id,
      proposalNumber: 1,
      details: {} as unknown as ProposalRow['details'],
      figures: {} as unknown as ProposalRow['figures'],
    });
    expect(names(await search({ searchTerm: 'zq', filters: { hasProposals: 'yes' } }))).toEqual([
      'Abbott',
    ]);
    const no = await search({ searchTerm: 'zq', filters: { hasProposals: 'no' } });
    expect(no.count).toBe(PEOPLE.length - 1);
    expect(names(no)).not.toContain('Abbott');
  });

  it('combines search, filters and paging', async () => {
    const r = await search({
      searchTerm: 'zq',
      filters: { state: ['AZ', 'NC', 'TX'] },
      pageSize: 25,
      page: 0,
    });
    expect(names(r)).toEqual(['Abbott', 'Baker', 'baxter', 'Dunn']);
  });

  it('rejects malformed filters with 400', async () => {
    for (const f of [
      'not json',
      '{"state":["XX"]}',
      '{"hasProposals":"maybe"}',
      '{"createdWithin":14}',
    ]) {
      const res = await t.app.inject({
        url: `/api/customers?filters=${encodeURIComponent(f)}`,
        headers,
      });
      expect(res.statusCode, f).toBe(400);
    }
  });

  it('documents the list in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const params = doc.paths['/api/customers'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['searchTerm', 'page', 'pageSize', 'filters']));
  });
});

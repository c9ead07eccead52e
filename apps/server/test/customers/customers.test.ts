import { CUSTOMER_MESSAGES, type Customer } from '@pb/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/index';
import { ADMIN, CLOSER, REP, createTestApp, type TestApp } from '../helpers/test-app';
import { assignCustomer } from '../helpers/assign-customer';
import { newCustomer } from '../helpers/customer-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHOENIX_85016 = { latitude: 33.510166, longitude: -112.031684 };
const AUSTIN_78745 = { latitude: 30.207424, longitude: -97.798244 };

async function create(body: object = newCustomer()): Promise<Customer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await t.as(ADMIN),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Customer>();
}

describe('customer permissions', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/customers' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/customers', payload: newCustomer() }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses every write to a Closer, who reads only the customers assigned to him (decision 0027)', async () => {
    const c = await create();
    const headers = await t.as(CLOSER);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers,
      payload: newCustomer(),
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ url: `/api/customers/${c.id}`, headers })).statusCode).toBe(404);
    await assignCustomer(t, c.id, CLOSER);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers,
      payload: { id: c.id, version: c.version, city: 'Mesa' },
    });
    expect(patch.statusCode).toBe(403);
    const got = await t.app.inject({ url: `/api/customers/${c.id}`, headers });
    expect(got.statusCode).toBe(200);
    expect(got.json().lastName).toBe(c.lastName);
  });

  it('gives a Sales Rep (no PB_MANAGE_CUSTOMERS) a list of only his customers', async () => {
    const mine = await create();
    const other = await create();
    await assignCustomer(t, mine.id, REP);
    const headers = await t.as(REP);
    const list = await t.app.inject({ url: '/api/customers?pageSize=100', headers });
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ customers: Customer[] }>().customers.map((x) => x.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    expect((await t.app.inject({ url: `/api/Customers/${mine.id}`, headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `/api/Customers/${other.id}`, headers })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/customers', () => {
  it('requires first name, last name, address, city, state and zip, naming each, and creates nothing', async () => {
    const before = (
      await t.app.inject({ url: '/api/customers?pageSize=100', headers: await t.as(ADMIN) })
    ).json().count;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: { firstName: ' ', state: 'XX', zip: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.firstName',
        'body.lastName',
        'body.address1',
        'body.city',
        'body.state',
        'body.zip',
      ]),
    );
    const after = (
      await t.app.inject({ url: '/api/customers?pageSize=100', headers: await t.as(ADMIN) })
    ).json().count;
    expect(after).toBe(before);
  });

  it('creates a customer with an id, trimmed fields and coordinates from the ZIP centroid', async () => {
    const c = await create(
      newCustomer({
        firstName: '  Rosa ',
        lastName: 'Diaz',
        email: 'Rosa.Diaz@Example.com',
        phone: '602-555-0101',
        metaData: { BsaId: 'B-1' },
      }),
    );
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(c).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Diaz',
      email: 'rosa.diaz@example.com',
      address2: '',
      version: 0,
    });
    expect(c.metaData).toEqual({ BsaId: 'B-1' });
    expect(c.latitude).toBeCloseTo(PHOENIX_85016.latitude, 5);
    expect(c.longitude).toBeCloseTo(PHOENIX_85016.longitude, 5);
  });

  it('uses the first five digits of a ZIP+4, and leaves an unknown ZIP unlocated (null, not 0,0)', async () => {
    const plus4 = await create(newCustomer({ zip: '78745-1234', city: 'Austin', state: 'TX' }));
    expect(plus4.latitude).toBeCloseTo(AUSTIN_78745.latitude, 5);
    const unknown = await create(newCustomer({ zip: '00000' }));
    expect(unknown).toMatchObject({ latitude: null, longitude: null, locationSource: 'unknown' });
  });

  it('still creates the customer when the geocoder fails (the failure is only logged)', async () => {
    const failing = await createTestApp({
      integrations: {
        geocoder: { source: 'google', geocode: () => Promise.reject(new Error('boom')) },
      },
    });
    try {
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/customers',
        headers: await failing.as(ADMIN),
        payload: newCustomer(),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ latitude: null, longitude: null });
    } finally {
      await failing.close();
    }
  });
});

describe('GET /api/customers/:id', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await t.app.inject({
      url: '/api/customers/00000000-0000-4000-8000-000000000000',
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CUSTOMER_MESSAGES.customerNotFound);
    expect(
      (await t.app.inject({ url: '/api/customers/nope', headers: await t.as(ADMIN) })).statusCode,
    ).toBe(400);
  });

  it('looks up and saves the coordinates of a customer still at 0,0', async () => {
    const c = await create();
    await t.db.update(customers).set({ latitude: 0, longitude: 0 }).where(eq(customers.id, c.id));
    await assignCustomer(t, c.id, CLOSER);
    const got = (
      await t.app.inject({ url: `/api/customers/${c.id}`, headers: await t.as(CLOSER) })
    ).json<Customer>();
    expect(got.latitude).toBeCloseTo(PHOENIX_85016.latitude, 5);
    expect(got.version).toBe(c.version);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row!.latitude).toBeCloseTo(PHOENIX_85016.latitude, 5);
  });
});

describe('PATCH /api/customers', () => {
  it('saves changed fields, bumps the version and keeps coordinates when the address is unchanged', async () => {
    const c = await create();
    await t.db
      .update(customers)
      .set({ latitude: 1.5, longitude: 2.5 })
      .where(eq(customers.id, c.id));
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: {
        id: c.id,
        version: c.version,
        phone: '602-555-0199',
        metaData: { BsaId: 'B-77', BsaAreaId: 'AZ-PHX' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phone: '+16025550199',
      version: c.version + 1,
      latitude: 1.5,
      longitude: 2.5,
    });
    expect(res.json().metaData).toEqual({ BsaId: 'B-77', BsaAreaId: 'AZ-PHX' });
  });

  it('accepts the whole customer object back (unknown keys ignored; its own coordinates are no placement)', async () => {
    const c = await create();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: { ...c, firstName: 'Whole' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Whole', locationSource: 'address' });
    expect(res.json().latitude).toBeCloseTo(PHOENIX_85016.latitude, 5);
    const unlocated = await create(newCustomer({ zip: '00000' }));
    const back = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: { ...unlocated, firstName: 'Nulls' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ firstName: 'Nulls', locationSource: 'unknown' });
  });

  it('looks the coordinates up again when address, city, state or zip changes', async () => {
    const c = await create();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: {
        id: c.id,
        version: c.version,
        address1: '5408 Manchaca Rd',
        city: 'Austin',
        state: 'TX',
        zip: '78745',
      },
    });
    expect(res.json().latitude).toBeCloseTo(AUSTIN_78745.latitude, 5);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers: await t.as(ADMIN),
      payload: { id: c.id, version: c.version + 1, zip: '00000' },
    });
    expect(unknown.json()).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses a stale version with 409 and keeps the winner', async () => {
    const c = await create();
    const headers = await t.as(ADMIN);
    const first = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers,
      payload: { id: c.id, version: c.version, city: 'Winner' },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers,
      payload: { id: c.id, version: c.version, city: 'Loser' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'CONFLICT',
      message: CUSTOMER_MESSAGES.staleCustomer,
    });
    const got = await t.app.inject({ url: `/api/customers/${c.id}`, headers });
    expect(got.json().city).toBe('Winner');
  });

  it('validates the changed fields and answers 404 for an unknown customer', async () => {
    const c = await create();
    const headers = await t.as(ADMIN);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers,
      payload: { id: c.id, version: 0, state: 'Arizona', firstName: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.state', 'body.firstName']),
    );
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers',
      headers,
      payload: { id: '00000000-0000-4000-8000-000000000000', version: 0, city: 'X' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

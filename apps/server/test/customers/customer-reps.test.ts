import type { Customer, CustomerRep, User } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

/**
 * Assigned reps (decision 0034): an admin (PB_MANAGE_CUSTOMERS) assigns users to a customer, who
 * then reach it as they reach the customers whose appointment they close; unassigned, they no
 * longer do. Only PB_MANAGE_CUSTOMERS reads or writes the list.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newCustomer(lastName: string): Promise<Customer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await t.as(ADMIN),
    payload: {
      firstName: 'Ava',
      lastName,
      address1: '1 W Jefferson St',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85003',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Customer>();
}

async function userIdOf(email: string): Promise<string> {
  const res = await t.app.inject({ url: '/api/users', headers: await t.as(ADMIN) });
  return res.json<User[]>().find((u) => u.email === email)!.id;
}

const put = async (customerId: string, payload: unknown, email = ADMIN) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/customers/${customerId}/reps`,
    headers: await t.as(email),
    payload: payload as object,
  });

const reach = async (customerId: string, email: string) =>
  (await t.app.inject({ url: `/api/customers/${customerId}`, headers: await t.as(email) }))
    .statusCode;

describe('PUT/GET /api/customers/{id}/reps', () => {
  it('offers the users without PB_MANAGE_CUSTOMERS as candidates, to PB_MANAGE_CUSTOMERS only', async () => {
    const res = await t.app.inject({
      url: '/api/customers/rep-candidates',
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode).toBe(200);
    const emails = res.json<CustomerRep[]>().map((r) => r.email);
    expect(emails).toEqual(expect.arrayContaining([CLOSER, REP]));
    expect(emails).not.toContain(ADMIN);
    const closer = await t.app.inject({
      url: '/api/customers/rep-candidates',
      headers: await t.as(CLOSER),
    });
    expect(closer.statusCode).toBe(403);
  });

  it('an assigned Closer reaches the customer, its list and its details; unassigned, 404 again', async () => {
    const customer = await newCustomer('Assigned');
    const closer = await userIdOf(CLOSER);
    expect(await reach(customer.id, CLOSER)).toBe(404);

    const saved = await put(customer.id, { userIds: [closer] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerRep[]>()).toEqual([
      { userId: closer, firstName: 'Carl', lastName: 'Closer', email: CLOSER, role: 'Closer' },
    ]);
    expect(await reach(customer.id, CLOSER)).toBe(200);
    expect(await reach(customer.id, REP)).toBe(404);
    const list = await t.app.inject({
      url: '/api/customers?searchTerm=Assigned&page=0&pageSize=25',
      headers: await t.as(CLOSER),
    });
    expect(list.json<{ customers: Customer[] }>().customers.map((c) => c.id)).toContain(
      customer.id,
    );
    const read = await t.app.inject({
      url: `/api/customers/${customer.id}/reps`,
      headers: await t.as(ADMIN),
    });
    expect(read.json<CustomerRep[]>().map((r) => r.userId)).toEqual([closer]);

    expect((await put(customer.id, { userIds: [] })).json()).toEqual([]);
    expect(await reach(customer.id, CLOSER)).toBe(404);
  });

  it('only PB_MANAGE_CUSTOMERS reads or assigns, even for an assigned rep (403, nothing changes)', async () => {
    const customer = await newCustomer('Guarded');
    const closer = await userIdOf(CLOSER);
    const rep = await userIdOf(REP);
    await put(customer.id, { userIds: [closer] });
    expect((await put(customer.id, { userIds: [closer, rep] }, CLOSER)).statusCode).toBe(403);
    const read = await t.app.inject({
      url: `/api/customers/${customer.id}/reps`,
      headers: await t.as(CLOSER),
    });
    expect(read.statusCode).toBe(403);
    expect(await reach(customer.id, REP)).toBe(404);
  });

  it('refuses unknown users (422), duplicates and bad ids (400), and an unknown customer (404), changing nothing', async () => {
    const customer = await newCustomer('Refused');
    const closer = await userIdOf(CLOSER);
    await put(customer.id, { userIds: [closer] });

    const unknown = await put(customer.id, {
      userIds: [closer, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      message: 'One of the chosen users does not exist.',
      issues: [{ path: 'body.userIds.1' }],
    });
    expect((await put(customer.id, { userIds: [closer, closer] })).statusCode).toBe(400);
    expect((await put(customer.id, { userIds: ['not-a-uuid'] })).statusCode).toBe(400);
    expect((await put(customer.id, { userIds: Array(21).fill(closer) })).statusCode).toBe(400);
    expect(
      (await put('00000000-0000-4000-8000-000000000000', { userIds: [closer] })).statusCode,
    ).toBe(404);

    const read = await t.app.inject({
      url: `/api/customers/${customer.id}/reps`,
      headers: await t.as(ADMIN),
    });
    expect(read.json<CustomerRep[]>().map((r) => r.userId)).toEqual([closer]);
  });

  it('refuses a user whose role manages every customer already (422), changing nothing', async () => {
    const customer = await newCustomer('Manager');
    const closer = await userIdOf(CLOSER);
    const admin = await userIdOf(ADMIN);
    await put(customer.id, { userIds: [closer] });

    const refused = await put(customer.id, { userIds: [closer, admin] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'One of the chosen users reaches every customer already and cannot be assigned.',
      issues: [{ path: 'body.userIds.1' }],
    });
    const read = await t.app.inject({
      url: `/api/customers/${customer.id}/reps`,
      headers: await t.as(ADMIN),
    });
    expect(read.json<CustomerRep[]>().map((r) => r.userId)).toEqual([closer]);
  });
});

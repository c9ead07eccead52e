import type { ChatRequest } from '@pb/core';
import { assignCustomer } from '../helpers/assign-customer';
import { newCustomer } from '../helpers/customer-factory';
import { CLOSER, REP, type TestApp } from '../helpers/test-app';

/**
 * Creates a customer through the API (as `as`) and returns its id. The demo Closer and Sales
 * Rep, who open requests in these tests, are made closers of leads of it (decision 0027: reps
 * reach only their customers); pass `reps` to choose others.
 */
export async function createCustomer(
  t: TestApp,
  as: string,
  overrides: Parameters<typeof newCustomer>[0] = {},
  reps: readonly string[] = [CLOSER, REP],
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: await t.as(as),
    payload: newCustomer(overrides),
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`customer create failed: ${res.body}`);
  const id = res.json<{ id: string }>().id;
  for (const rep of reps) await assignCustomer(t, id, rep);
  return id;
}

export async function openRequest(
  t: TestApp,
  as: string,
  body: { customerId: string; initial: boolean; old?: boolean; startMessage?: string },
): Promise<ChatRequest> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chats/requests',
    headers: await t.as(as),
    payload: { startMessage: 'Please design this house', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`request create failed: ${res.body}`);
  return res.json<ChatRequest>();
}

export async function userId(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: await t.as(email),
  });
  return res.json<{ id: string }>().id;
}

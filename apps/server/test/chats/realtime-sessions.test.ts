import type { AddressInfo } from 'node:net';
import type { User } from '@pb/core';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../../src/db/schema';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/refresh-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTicket, openSocket, type TestSocket } from '../helpers/realtime-client';
import { demoLogin } from '../helpers/server-instances';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A socket lives no longer than its session: sign-out, a revoked refresh-token family and a role
 * change close it within 5 s; a ticket opens one socket.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const demoUserId = async (email: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

const ready = async (ticket: string) => {
  const s = await openSocket(base, ticket);
  await s.waitFor((m) => m.type === 'ready');
  return s;
};
const closedWithin = (s: TestSocket, ms: number) =>
  Promise.race([
    s.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms),
    ),
  ]);
const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('realtime sessions', () => {
  it('refuses a ticket used a second time', async () => {
    const { accessToken } = await demoLogin(base, 'closer@example.com');
    const ticket = await fetchTicket(base, accessToken);
    const first = await ready(ticket);
    const second = await openSocket(base, ticket);
    expect((await closedWithin(second, 5000)).code).toBe(4401);
    expect(second.received.some((m) => m.type === 'ready')).toBe(false);
    first.close();
  });

  it('closes the socket within 5 s of sign-out, and only that session’s', async () => {
    const session = await demoLogin(base, 'closer@example.com');
    const other = await demoLogin(base, 'closer@example.com');
    const socket = await ready(await fetchTicket(base, session.accessToken));
    const otherSocket = await ready(await fetchTicket(base, other.accessToken));
    const started = Date.now();
    expect((await post('/api/auth/logout', { refreshToken: session.refreshToken })).status).toBe(
      204,
    );
    expect((await closedWithin(socket, 5000)).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
    // The same user's other session keeps its socket.
    otherSocket.send({ type: 'ping' });
    await otherSocket.waitFor((m) => m.type === 'pong');
    otherSocket.close();
  });

  it('closes the socket when the refresh-token family is revoked (a reused token)', async () => {
    const session = await demoLogin(base, 'rep@example.com');
    const socket = await ready(await fetchTicket(base, session.accessToken));
    expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(
      200,
    );
    // Reuse after the grace period revokes the family: the first use moves past the grace.
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 10 * REFRESH_REUSE_GRACE_MS) })
      .where(eq(refreshTokens.userId, (await demoUserId('rep@example.com'))!));
    expect(socket.received.some((m) => m.type === 'error')).toBe(false);
    expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(
      401,
    );
    expect((await closedWithin(socket, 5000)).code).toBe(4401);
  });

  it('closes the user’s sockets when an admin changes their role', async () => {
    const rep = await demoLogin(base, 'developer@example.com');
    const socket = await ready(await fetchTicket(base, rep.accessToken));
    const admin = await t.as('admin@example.com');
    const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: admin });
    const dev = users.json<User[]>().find((u) => u.email === 'developer@example.com')!;
    const { profilePicPath: _, ...input } = dev;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: admin,
      payload: { ...input, role: 'Sales Rep' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await closedWithin(socket, 5000)).code).toBe(4403);
    // Restore the role for the other tests of this file's database copy.
    const { profilePicPath: __, ...back } = res.json<User>();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: admin,
      payload: { ...back, role: 'Developer' },
    });
  });
});

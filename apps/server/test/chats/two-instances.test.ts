import type { ChatMessage, ChatRequest, RealtimeServerMessage } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTicket, openSocket, type TestSocket } from '../helpers/realtime-client';
import {
  call,
  createInstanceCluster,
  demoLogin,
  freePort,
  type InstanceCluster,
} from '../helpers/server-instances';
import { isPostgres } from '../helpers/test-database';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: a message
 * sent through one reaches a socket on the other (LISTEN/NOTIFY), and a client whose instance
 * is killed reconnects to its restarted instance and loses nothing.
 */
const login = async (base: string, email: string) => (await demoLogin(base, email)).accessToken;

const messageTexts = (s: TestSocket) =>
  s.received.flatMap((m: RealtimeServerMessage) => (m.type === 'message' ? [m.message] : []));

describe.skipIf(!isPostgres())('two server instances on one PostgreSQL', () => {
  let cluster: InstanceCluster;
  beforeAll(async () => {
    cluster = await createInstanceCluster('two');
  }, 60_000);
  afterAll(() => cluster?.stop(), 60_000);

  it('fans out across instances and loses nothing across a killed instance', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await cluster.start(portA);
    let b = await cluster.start(portB);
    const closerToken = await login(a.url, 'closer@example.com');
    const adminToken = await login(b.url, 'admin@example.com');

    const adminSocket = await openSocket(b.url, await fetchTicket(b.url, adminToken));
    await adminSocket.waitFor((m) => m.type === 'ready');

    // A request created through A shows up on B's board socket. The customer is one of the
    // Closer's own (seeded Maria Alvarez, whose lead he closes; decision 0027).
    const mine = await call<{ customers: { id: string }[] }>(
      a.url,
      closerToken,
      'GET',
      '/api/customers?searchTerm=Alvarez&page=0&pageSize=25',
    );
    const customer = mine.customers[0]!;
    const request = await call<ChatRequest>(a.url, closerToken, 'POST', '/api/chats/requests', {
      customerId: customer.id,
      initial: true,
      startMessage: 'Two instances',
    });
    await adminSocket.waitFor((m) => m.type === 'request-changed' && m.requestId === request.id);

    const closerSocket = await openSocket(a.url, await fetchTicket(a.url, closerToken));
    await closerSocket.waitFor((m) => m.type === 'ready');
    for (const s of [closerSocket, adminSocket]) {
      s.send({ type: 'subscribe', requestId: request.id, afterMessageId: 0 });
      await s.waitFor((m) => m.type === 'subscribed');
    }

    await call(b.url, adminToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
      text: 'from B',
    });
    await closerSocket.waitFor((m) => m.type === 'message' && m.message.text === 'from B');
    await call(a.url, closerToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
      text: 'from A',
    });
    await adminSocket.waitFor((m) => m.type === 'message' && m.message.text === 'from A');

    // Kill B: its client is cut off while A keeps taking messages.
    const lastSeen = Math.max(...messageTexts(adminSocket).map((m) => m.id));
    await cluster.kill(b);
    await adminSocket.closed;
    for (const text of ['while down 1', 'while down 2', 'while down 3']) {
      await call(a.url, closerToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
        text,
      });
    }

    // B comes back; the client reconnects (as the web client does) and catches up from its id.
    b = await cluster.start(portB);
    const again = await openSocket(b.url, await fetchTicket(b.url, adminToken));
    again.send({ type: 'subscribe', requestId: request.id, afterMessageId: lastSeen });
    await again.waitFor((m) => m.type === 'subscribed');
    await call(a.url, closerToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
      text: 'after restart',
    });
    await again.waitFor((m) => m.type === 'message' && m.message.text === 'after restart');

    const all = await call<ChatMessage[]>(
      a.url,
      adminToken,
      'GET',
      `/api/chats/requests/${request.id}/messages`,
    );
    const seen = new Map<number, string>();
    for (const m of [...messageTexts(adminSocket), ...messageTexts(again)]) seen.set(m.id, m.text);
    expect([...seen.entries()].sort((x, y) => x[0] - y[0]).map(([, text]) => text)).toEqual(
      all.map((m) => m.text),
    );
    expect(all.map((m) => m.text)).toEqual([
      'from B',
      'from A',
      'while down 1',
      'while down 2',
      'while down 3',
      'after restart',
    ]);
    for (const s of [closerSocket, again]) s.close();
  }, 180_000);

  it('sign-out through one instance closes the socket on the other within 5 s', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await cluster.start(portA);
    const b = await cluster.start(portB);
    const session = await demoLogin(a.url, 'rep@example.com');
    const ticket = await fetchTicket(a.url, session.accessToken);
    const socket = await openSocket(b.url, ticket);
    await socket.waitFor((m) => m.type === 'ready');
    // The ticket was used on B: A refuses it.
    const again = await openSocket(a.url, ticket);
    expect((await again.closed).code).toBe(4401);
    const started = Date.now();
    const out = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(out.status).toBe(204);
    const closed = await Promise.race([
      socket.closed,
      new Promise<null>((r) => setTimeout(() => r(null), 5000)),
    ]);
    expect(closed?.code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 120_000);
});

import type { AddressInfo } from 'node:net';
import type { RealtimeServerMessage } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTicket, openSocket } from '../helpers/realtime-client';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';
import { createCustomer, openRequest } from './chat-test-kit';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const socketFor = async (email: string) => {
  const s = await openSocket(base, await fetchTicket(base, await t.tokenFor(email)));
  await s.waitFor((m) => m.type === 'ready');
  return s;
};
const isMessage = (text: string) => (m: RealtimeServerMessage) =>
  m.type === 'message' && m.message.text === text;

describe('the realtime socket', () => {
  it('refuses a missing, forged or non-realtime ticket', async () => {
    for (const ticket of ['', 'nonsense', await t.tokenFor(CLOSER)]) {
      const s = await openSocket(base, ticket);
      expect((await s.closed).code).toBe(4401);
    }
    const noAuth = await fetch(`${base}/api/auth/refreshfirebaseauthtoken`, { method: 'POST' });
    expect(noAuth.status).toBe(401);
  });

  it('pushes messages of rooms the user may join, with catch-up from the last id', async () => {
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: false });
    const headers = { authorization: `Bearer ${await t.tokenFor(ADMIN)}` };
    const send = (text: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/chats/requests/${r.id}/messages`,
        headers,
        payload: { text },
      });
    const first = (await send('before subscribing')).json<{ id: number }>();

    // Subscribing right as the socket opens (as a reconnecting client does) is not lost.
    const closer = await openSocket(base, await fetchTicket(base, await t.tokenFor(CLOSER)));
    closer.send({ type: 'subscribe', requestId: r.id, afterMessageId: 0 });
    await closer.waitFor(isMessage('before subscribing'));
    await closer.waitFor((m) => m.type === 'subscribed');
    await send('live');
    await closer.waitFor(isMessage('live'));

    // A second socket catching up after the first message gets only the later one.
    const late = await socketFor(CLOSER);
    late.send({ type: 'subscribe', requestId: r.id, afterMessageId: first.id });
    await late.waitFor((m) => m.type === 'subscribed');
    const texts = late.received.flatMap((m) => (m.type === 'message' ? [m.message.text] : []));
    expect(texts).toEqual(['live']);

    // A rep may not join another rep's room, and hears nothing of it.
    const rep = await socketFor(REP);
    rep.send({ type: 'subscribe', requestId: r.id, afterMessageId: 0 });
    await rep.waitFor((m) => m.type === 'error' && m.requestId === r.id);
    await send('secret');
    await closer.waitFor(isMessage('secret'));
    expect(rep.received.some((m) => m.type === 'message')).toBe(false);
    for (const s of [closer, late, rep]) s.close();
  });

  it('announces request changes to the team and the rep, and pushes notifications', async () => {
    const admin = await socketFor(ADMIN);
    const closer = await socketFor(CLOSER);
    const rep = await socketFor(REP);
    const customerId = await createCustomer(t, ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: true });
    await admin.waitFor((m) => m.type === 'request-changed' && m.requestId === r.id);
    await closer.waitFor((m) => m.type === 'request-changed' && m.requestId === r.id);
    await admin.waitFor(
      (m) => m.type === 'notification' && m.notification.body.includes('requested'),
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/chats/requests/${r.id}/start`,
      headers: { authorization: `Bearer ${await t.tokenFor(ADMIN)}` },
    });
    await closer.waitFor(
      (m) => m.type === 'notification' && m.notification.body.includes('started your request'),
    );
    expect(rep.received.some((m) => m.type === 'request-changed' && m.requestId === r.id)).toBe(
      false,
    );
    for (const s of [admin, closer, rep]) s.close();
  });
});

import { CHAT_MESSAGES as M, type DeliveryOutboxPage, type NotificationList } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsClient } from '../../src/integrations/messaging/http-sms-client';
import type { OutgoingMessage } from '../../src/integrations/messaging/messaging';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';
import { createCustomer, openRequest, userId } from '../chats/chat-test-kit';

let t: TestApp;
let sms: FakeServer;
const mails: OutgoingMessage[] = [];
let closerId: string;
let adminId: string;

beforeAll(async () => {
  sms = await startFakeServer(() => [202, { ok: true }]);
  t = await createTestApp({
    integrations: {
      notificationMailer: { send: async (m) => void mails.push(m) },
      sms: createHttpSmsClient({ baseUrl: `${sms.url}/v1/`, token: 'sms-token', from: 'PB' }),
    },
  });
  closerId = await userId(t, CLOSER);
  adminId = await userId(t, ADMIN);
  // The closer wants emails and texts.
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/settings',
    headers: await t.as(CLOSER),
    payload: {
      userId: closerId,
      email: 'carl@example.com',
      phone: '+15550001111',
      isReceivingEmailNotifications: true,
      isReceivingPhoneNotifications: true,
    },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

const list = async (email: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/Notifications', headers: await t.as(email) })
  ).json<NotificationList>();

describe('notifications (spec 1 §2, §4, §7)', () => {
  it('events create notifications; a chat burst makes one; Mark all seen clears the count', async () => {
    const customerId = await createCustomer(t, ADMIN, { firstName: 'Nora', lastName: 'Notify' });
    const before = await list(ADMIN);
    const r = await openRequest(t, CLOSER, { customerId, initial: true });
    const adminAfter = await list(ADMIN);
    expect(adminAfter.unreadCount).toBe(before.unreadCount + 1);
    expect(adminAfter.notifications[0]!.body).toBe(
      'Carl Closer requested an initial proposal for Nora Notify.',
    );

    await t.app.inject({
      method: 'POST',
      url: `/api/chats/requests/${r.id}/start`,
      headers: await t.as(ADMIN),
    });
    for (const text of ['a', 'b', 'c', 'd'])
      await t.app.inject({
        method: 'POST',
        url: `/api/chats/requests/${r.id}/messages`,
        headers: await t.as(ADMIN),
        payload: { text },
      });
    await t.app.notifier.drain();
    const closer = await list(CLOSER);
    const bodies = closer.notifications.map((n) => n.body);
    expect(bodies).toEqual([
      'New message from Ada Admin about Nora Notify: a',
      'Ada Admin started your request for Nora Notify.',
    ]);
    expect(closer.notifications[0]!.link).toBe(`/customers/${customerId}/repView`);
    expect(closer.unreadCount).toBe(2);

    // Delivered per settings: one email and one text each, not one per chat message, each with
    // the notification's link made absolute from PUBLIC_URL (default: the listening address).
    const withLinks = closer.notifications.map(
      (n) => `${n.body}\n\nhttp://localhost:3000${n.link}`,
    );
    // The two deliveries are separate jobs: either may go out first (seen on PostgreSQL).
    expect(mails.map((m) => m.body).sort()).toEqual(withLinks.slice().sort());
    expect(mails.every((m) => m.to === 'carl@example.com')).toBe(true);
    expect(sms.requests).toHaveLength(2);
    for (const request of sms.requests) {
      expect(request.url).toBe('/v1/messages');
      expect(request.headers.authorization).toBe('Bearer sms-token');
    }
    expect(sms.requests.map((r) => JSON.parse(r.body) as unknown)).toContainEqual({
      to: '+15550001111',
      from: 'PB',
      body: `Ada Admin started your request for Nora Notify.\n\nhttp://localhost:3000/customers/${customerId}`,
    });
    expect(sms.requests.map((r) => (JSON.parse(r.body) as { body: string }).body).sort()).toEqual(
      withLinks.slice().sort(),
    );

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/outbox?pageSize=100',
      headers: await t.as(ADMIN),
    });
    const rows = outbox.json<DeliveryOutboxPage>().items;
    expect(rows.filter((d) => d.userId === closerId).map((d) => d.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/notifications/outbox',
          headers: await t.as(CLOSER),
        })
      ).statusCode,
    ).toBe(403);

    const seen = await t.app.inject({
      method: 'PUT',
      url: `/api/Notifications/${closerId}/MarkedSeen`,
      headers: await t.as(CLOSER),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ updated: 2 });
    const after = await list(CLOSER);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => n.isRead)).toBe(true);

    // Completion notifies the rep.
    await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: await t.as(ADMIN),
      payload: { id: r.id },
    });
    expect((await list(CLOSER)).notifications[0]!.body).toBe(
      'Your request for Nora Notify was completed.',
    );
  });

  it("nobody reads or marks someone else's notifications", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/Notifications?userId=${adminId}`,
      headers: await t.as(CLOSER),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.couldNotGetNotifications);
    const mark = await t.app.inject({
      method: 'PUT',
      url: `/api/Notifications/${adminId}/MarkedSeen`,
      headers: await t.as(REP),
    });
    expect(mark.statusCode).toBe(403);
    expect(mark.json().message).toBe(M.couldNotMarkNotificationsRead);
    expect((await t.app.inject({ method: 'GET', url: '/api/Notifications' })).statusCode).toBe(401);
  });

  it('a failing SMS service marks the delivery failed and keeps the notification', async () => {
    const broken = await startFakeServer(() => [500, { error: 'down' }]);
    const t2 = await createTestApp({
      integrations: {
        notificationMailer: null,
        sms: createHttpSmsClient({ baseUrl: broken.url, from: 'PB' }),
      },
    });
    try {
      const cid = await userId(t2, CLOSER);
      await t2.app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: await t2.as(CLOSER),
        payload: {
          userId: cid,
          email: 'carl@example.com',
          phone: '+1 602 555 0155',
          isReceivingEmailNotifications: true,
          isReceivingPhoneNotifications: true,
        },
      });
      const customerId = await createCustomer(t2, ADMIN);
      const r = await openRequest(t2, CLOSER, { customerId, initial: false });
      await t2.app.inject({
        method: 'POST',
        url: `/api/chats/requests/${r.id}/start`,
        headers: await t2.as(ADMIN),
      });
      await t2.app.notifier.drain();
      const rows = (
        await t2.app.inject({
          method: 'GET',
          url: '/api/notifications/outbox?pageSize=100',
          headers: await t2.as(ADMIN),
        })
      ).json<DeliveryOutboxPage>().items;
      const mine = rows.filter((d) => d.userId === cid);
      // No SMTP configured: the email stays in the outbox ('stored'); the text failed.
      expect(mine.map((d) => [d.channel, d.status]).sort()).toEqual([
        ['email', 'stored'],
        ['sms', 'failed'],
      ]);
      expect(mine.find((d) => d.channel === 'sms')!.error).toBe('SMS service answered 500');
    } finally {
      await t2.close();
      await broken.close();
    }
  });
});

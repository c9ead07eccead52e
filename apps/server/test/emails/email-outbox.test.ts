import type { EmailOutboxPage } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/index';
import { createOutboxMailer } from '../../src/integrations/mail/mailer';
import { ADMIN, CLOSER, createTestApp, DEVELOPER, REP, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (email: string | null, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/emails/outbox${query}`,
    headers: email ? await t.as(email) : {},
  });

describe('GET /api/emails/outbox (the admin Outbox screen)', () => {
  it('lists the outbox newest first, one page at a time, with status and sent time', async () => {
    const before = (await get(ADMIN)).json<EmailOutboxPage>().total;
    // Three emails dated in the future so they are the newest whatever else the database holds.
    await t.db.insert(emailOutbox).values([
      {
        to: 'old@example.com',
        subject: 'Oldest',
        body: 'one',
        createdAt: new Date('2090-01-01T10:00:00Z'),
      },
      {
        to: 'sent@example.com',
        subject: 'Sent one',
        body: 'two',
        status: 'sent',
        sentAt: new Date('2090-01-02T10:00:05Z'),
        createdAt: new Date('2090-01-02T10:00:00Z'),
      },
      {
        to: 'new@example.com',
        subject: 'Newest',
        body: 'three\nlines',
        createdAt: new Date('2090-01-03T10:00:00Z'),
      },
    ]);

    const first = await get(ADMIN, '?page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    const p1 = first.json<EmailOutboxPage>();
    expect(p1.total).toBe(before + 3);
    expect(p1.page).toBe(1);
    expect(p1.pageSize).toBe(2);
    expect(p1.items.map((e) => e.subject)).toEqual(['Newest', 'Sent one']);
    expect(p1.items[0]).toMatchObject({
      to: 'new@example.com',
      body: 'three\nlines',
      status: 'stored',
      sentAt: null,
      contractId: null,
      createdAt: '2090-01-03T10:00:00.000Z',
    });
    expect(p1.items[1]).toMatchObject({ status: 'sent', sentAt: '2090-01-02T10:00:05.000Z' });

    const p2 = (await get(ADMIN, '?page=2&pageSize=2')).json<EmailOutboxPage>();
    expect(p2.items[0]!.subject).toBe('Oldest');
    expect(p2.items.length).toBe(Math.min(2, before + 1));
  });

  it('shows what the outbox mailer keeps when no SMTP server is configured', async () => {
    await createOutboxMailer(t.db).send({
      to: 'customer@example.com',
      subject: 'Welcome aboard',
      text: 'Hello',
    });
    const all = (await get(ADMIN, '?pageSize=100')).json<EmailOutboxPage>();
    expect(all.items.filter((e) => e.subject === 'Welcome aboard')).toEqual([
      expect.objectContaining({ to: 'customer@example.com', body: 'Hello', status: 'stored' }),
    ]);
  });

  it('is for PB_MANAGE_ADMIN_ITEMS only: 401 without a token, 403 for a Closer or Sales Rep', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const closer = await get(CLOSER);
    expect(closer.statusCode).toBe(403);
    expect(closer.json()).not.toHaveProperty('items');
    expect((await get(REP)).statusCode).toBe(403);
    expect((await get(DEVELOPER)).statusCode).toBe(200);
  });

  it.each(['?pageSize=0', '?pageSize=101', '?page=0', '?page=abc'])(
    'answers 400 for a bad page query %s',
    async (query) => {
      const res = await get(ADMIN, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    },
  );
});

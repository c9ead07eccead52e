import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  emailOutbox,
  jobs,
  jobSchedules,
  notificationDeliveries,
  notificationSettings,
} from '../../src/db/schema/index';
import { createHttpSmsClient } from '../../src/integrations/messaging/http-sms-client';
import { claimJobs } from '../../src/jobs/job-queue';
import { JobRunner } from '../../src/jobs/job-runner';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { userId } from '../chats/chat-test-kit';

/**
 * The durable job queue (decision 0047) in-process, on PGlite and PostgreSQL: retries with
 * backoff through an SMTP outage, the provider's Retry-After, dead letters and the Outbox's
 * Retry, a job left running by a crash, several runners taking each job once, periodic jobs
 * once per interval.
 */
let t: TestApp;
let smtp: SMTPServer;
let sms: http.Server;
let smtpDown = false;
let smtpRefuses = false;
const received: { to: string; subject: string; messageId: string; raw: string }[] = [];
let smsAnswers: (() => [number, unknown, Record<string, string>?])[] = [];
const smsTimes: number[] = [];
let closerId: string;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await wait(25);
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      // 451: a transient refusal (the server is down for a while); 550: a refusal for good.
      if (smtpDown) return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
      if (smtpRefuses)
        return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo[0]!.address,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1] ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  // The SMS service: answers from `smsAnswers` in turn (status, body, headers), then 202.
  sms = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      smsTimes.push(Date.now());
      const [status, body, headers] = smsAnswers.shift()?.() ?? [202, { ok: true }];
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  const smsUrl = `http://127.0.0.1:${(sms.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      PUBLIC_URL: 'https://proposals.example.com',
      JOBS_POLL_MS: '25',
      JOBS_LEASE_SECONDS: '1',
      JOBS_BACKOFF_BASE_MS: '50',
      JOBS_BACKOFF_MAX_MS: '400',
      // Ten attempts: 50 ms doubling to 400 ms reaches the tenth after ~3 s, well past the outage.
      JOBS_MAX_ATTEMPTS: '10',
    },
    integrations: {
      sms: createHttpSmsClient({ baseUrl: smsUrl, from: 'PB' }),
    },
  });
  closerId = await userId(t, CLOSER);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/settings',
    headers: await t.as(CLOSER),
    payload: {
      userId: closerId,
      email: 'carl@example.com',
      phone: '+15550001111',
      isReceivingEmailNotifications: true,
      isReceivingPhoneNotifications: false,
    },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => sms.close(() => resolve()));
});

const notify = (body: string) =>
  t.app.notifier.notify({
    userIds: [closerId],
    kind: 'request-created',
    body,
    link: '/customers/abc',
    requestId: null,
  });

const deliveriesOf = (bodyStart: string) =>
  t.db
    .select()
    .from(notificationDeliveries)
    .where(sql`${notificationDeliveries.body} like ${`${bodyStart}%`}`);

/** The closer's deliveries: texts only (on) or emails only (off). */
async function setTexts(on: boolean) {
  await t.db
    .update(notificationSettings)
    .set({ isReceivingEmailNotifications: !on, isReceivingPhoneNotifications: on })
    .where(eq(notificationSettings.userId, closerId));
}

describe('job queue', () => {
  it('an SMTP outage ends with every email delivered once (a 2-minute outage at 1/60 scale)', async () => {
    smtpDown = true;
    const bodies = ['Outage one', 'Outage two', 'Outage three'];
    for (const body of bodies) await notify(body);
    await t.app.integrations.mailer.queue({
      to: 'maria@example.com',
      subject: 'Outage agreement',
      text: 'Click the link',
      idempotencyKey: 'test:outage-agreement',
    });
    // Production waits 5 s, doubling to 15 min; here 50 ms doubling to 400 ms, and the outage
    // lasts 2 s: every message fails several times first (and none reaches the bound of ten).
    try {
      await wait(2_000);
      const during = await deliveriesOf('Outage');
      expect(during.map((d) => d.status)).toEqual(['failed', 'failed', 'failed']);
      expect(during.every((d) => d.error?.includes('try later'))).toBe(true);
    } finally {
      smtpDown = false;
    }
    await until(async () => (await deliveriesOf('Outage')).every((d) => d.status === 'sent'));
    await until(async () =>
      (
        await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Outage agreement'))
      ).every((e) => e.status === 'sent'),
    );
    for (const body of bodies) expect(received.filter((r) => r.raw.includes(body))).toHaveLength(1);
    expect(received.filter((r) => r.subject === 'Outage agreement')).toHaveLength(1);
    // The link in the email is absolute, from PUBLIC_URL.
    expect(received.find((r) => r.raw.includes('Outage one'))!.raw).toContain(
      'https://proposals.example.com/customers/abc',
    );
    const rows = await t.db.select().from(jobs).where(eq(jobs.status, 'done'));
    expect(rows.filter((j) => j.attempts > 2).length).toBeGreaterThanOrEqual(4);
  });

  it('queueing the same email twice (one intent) records and sends it once', async () => {
    const email = {
      to: 'maria@example.com',
      subject: 'Once only',
      text: 'x',
      idempotencyKey: 'test:once',
    };
    await t.app.integrations.mailer.queue(email);
    await t.app.integrations.mailer.queue(email);
    await t.app.jobs.drain();
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Once only')),
    ).toHaveLength(1);
    expect(received.filter((r) => r.subject === 'Once only')).toHaveLength(1);
  });

  it("waits the provider's Retry-After (not the 50 ms backoff) before the next attempt", async () => {
    await setTexts(true);
    smsTimes.length = 0;
    smsAnswers = [() => [429, { error: 'OVER_RATE_LIMIT' }, { 'retry-after': '1' }]];
    await notify('Retry after me');
    await until(async () => (await deliveriesOf('Retry after me'))[0]?.status === 'sent');
    expect(smsTimes).toHaveLength(2);
    expect(smsTimes[1]! - smsTimes[0]!).toBeGreaterThanOrEqual(950);
    await setTexts(false);
  });

  it('dead after the bound; the Outbox Retry (admins only) sends it again', async () => {
    await setTexts(true);
    smsAnswers = Array.from({ length: 10 }, () => () => [500, { error: 'down' }]);
    await notify('Dead letter');
    await until(async () => (await deliveriesOf('Dead letter'))[0]?.status === 'dead');
    const [dead] = await deliveriesOf('Dead letter');
    expect(dead!.error).toBe('SMS service answered 500');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `delivery:${dead!.id}`));
    expect(job).toMatchObject({ status: 'dead', attempts: 10 });

    const url = `/api/notifications/outbox/${dead!.id}/retry`;
    expect(
      (await t.app.inject({ method: 'POST', url, headers: await t.as(CLOSER) })).statusCode,
    ).toBe(403);
    const retried = await t.app.inject({ method: 'POST', url, headers: await t.as(ADMIN) });
    expect(retried.statusCode, retried.body).toBe(200);
    await until(async () => (await deliveriesOf('Dead letter'))[0]?.status === 'sent');
    const again = await t.app.inject({ method: 'POST', url, headers: await t.as(ADMIN) });
    expect(again.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/outbox/999999999/retry',
      headers: await t.as(ADMIN),
    });
    expect(missing.statusCode).toBe(404);
    await setTexts(false);
  });

  it('an SMTP 5xx refusal is dead at once; Retry sends the email once the address is fixed', async () => {
    smtpRefuses = true;
    onTestFinished(() => {
      smtpRefuses = false;
    });
    await t.app.integrations.mailer.queue({
      to: 'gone@example.com',
      subject: 'Refused',
      text: 'x',
    });
    let row: typeof emailOutbox.$inferSelect | undefined;
    await until(async () => {
      [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Refused'));
      return row?.status === 'dead';
    });
    expect(row!.error).toContain('no such user');
    const list = await t.app.inject({
      url: '/api/emails/outbox?pageSize=100',
      headers: await t.as(ADMIN),
    });
    expect(
      list.json<{ items: { id: string; status: string; error: string | null }[] }>().items,
    ).toContainEqual(expect.objectContaining({ id: row!.id, status: 'dead', error: row!.error }));
    smtpRefuses = false;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/emails/outbox/${row!.id}/retry`,
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode, res.body).toBe(200);
    await until(async () => {
      [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
      return row?.status === 'sent';
    });
    expect(received.filter((r) => r.subject === 'Refused')).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/emails/outbox/not-a-uuid/retry',
      headers: await t.as(ADMIN),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a job left running by a crashed instance runs again once its lease ends, once', async () => {
    await t.app.jobs.stop();
    await notify('Crashed mid-send');
    // The crashed instance's claim: running, with a 1 s lease nobody will finish.
    const claimed = await claimJobs(t.db, ['notification-delivery'], 10, 1_000);
    expect(claimed).toHaveLength(1);
    t.app.jobs.start();
    await wait(500);
    expect((await deliveriesOf('Crashed mid-send'))[0]!.status).toBe('pending');
    await until(async () => (await deliveriesOf('Crashed mid-send'))[0]?.status === 'sent');
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, claimed[0]!.id));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(received.filter((r) => r.raw.includes('Crashed mid-send'))).toHaveLength(1);
  });

  it('several runners on one database run each job once', async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const options = {
      db: t.db,
      log,
      pollMs: 10,
      leaseMs: 10_000,
      backoffBaseMs: 50,
      backoffMaxMs: 50,
      maxAttempts: 3,
    };
    const runs = new Map<number, number>();
    const runners = [new JobRunner(options), new JobRunner(options), new JobRunner(options)];
    for (const r of runners)
      r.register<{ n: number }>('count', {
        run: async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await wait(2);
        },
      });
    const ids: number[] = [];
    for (let n = 0; n < 60; n++) ids.push((await runners[0]!.enqueue(t.db, 'count', { n }))!);
    for (const r of runners) r.start();
    await until(async () => {
      const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids));
      return rows.every((j) => j.status === 'done');
    });
    await Promise.all(runners.map((r) => r.stop()));
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('a periodic job runs once per interval whatever the number of runners; stop() waits for it', async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const options = {
      db: t.db,
      log,
      pollMs: 20,
      leaseMs: 10_000,
      backoffBaseMs: 50,
      backoffMaxMs: 50,
      maxAttempts: 3,
    };
    let runs = 0;
    let finished = 0;
    const runners = [new JobRunner(options), new JobRunner(options), new JobRunner(options)];
    for (const r of runners)
      r.every(
        'test-periodic',
        400,
        async () => {
          runs++;
          await wait(100);
          finished++;
        },
        0,
      );
    const started = Date.now();
    for (const r of runners) r.start();
    await wait(1_500);
    await Promise.all(runners.map((r) => r.stop()));
    const elapsed = Date.now() - started;
    expect(finished).toBe(runs);
    // Once at the start, then once per 400 ms: 4 in 1.5 s (three runners each would make 12).
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(Math.floor(elapsed / 400) + 1);
    const [row] = await t.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.name, 'test-periodic'));
    expect(row!.runCount).toBe(runs);
  });
});

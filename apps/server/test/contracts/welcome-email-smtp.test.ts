import { mariaContract } from '../helpers/contract-factory';
import { ONBOARDING_MESSAGES as M, type Contract } from '@pb/core';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmRecords, emailOutbox } from '../../src/db/schema/index';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/** The welcome email through a real SMTP exchange with an in-process SMTP server. */
let t: TestApp;
let smtp: SMTPServer;
let port = 0;
let isDown = false;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (isDown) return callback(new Error('mailbox unavailable'));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM: 'Solar <hello@example.com>',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('welcome email over SMTP', () => {
  it('sends it, sets emailSent, tells the customer portal; a failure answers the spec message', async () => {
    const c = await loadProposalCatalogue(t);
    const maria = await demoCustomerId(t, 'BSA-100201');
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const headers = await t.as(CLOSER);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/Contracts',
      headers,
      payload: mariaContract(p.id),
    });
    isDown = true;
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/Contracts/${p.id}/welcomeEmail`,
      headers,
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toBe(M.couldNotSendWelcomeEmail);
    isDown = false;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/Contracts/${p.id}/welcomeEmail`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Contract>().emailSent).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['maria.alvarez@example.com']);
    expect(received[0]!.raw).toContain('Subject: Welcome! Your solar journey has started');
    expect(received[0]!.raw).toContain('From: Solar <hello@example.com>');
    const logged = await t.db.select().from(emailOutbox).where(eq(emailOutbox.contractId, p.id));
    // Each attempt is recorded before it is sent: the refused one is dead (a person sent it
    // again), the second sent.
    expect(logged.map((l) => l.status).sort()).toEqual(['dead', 'sent']);
    expect(logged.find((l) => l.status === 'dead')!.error).toContain('mailbox unavailable');
    // The portal's call is a job of the queue, run after the answer.
    await t.app.jobs.drain();
    const portal = await t.db
      .select()
      .from(crmRecords)
      .where(eq(crmRecords.kind, 'portalNotification'));
    expect(portal.map((r) => r.payload)).toContainEqual({
      customerName: 'Maria Alvarez',
      customerEmail: 'maria.alvarez@example.com',
      customerPhone: '+16025550142', // stored as E.164 (issue 33)
    });
  });
});

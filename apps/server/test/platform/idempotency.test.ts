import { randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  PLATFORM_MESSAGES as P,
  type Contract,
  type OnboardingContext,
} from '@pb/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRequests,
  contractChanges,
  emailOutbox,
  idempotencyKeys,
  proposals,
  proposalShares,
  signingDocuments,
} from '../../src/db/schema/index';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { createCustomer } from '../chats/chat-test-kit';

/**
 * Issue 31: whatever creates a record or sends something happens once per intent. A repeat of a
 * request with the same Idempotency-Key — a double click that slipped through, or a retry after
 * the answer was lost — gets the first answer again instead of a second proposal, document or
 * email; the same key with another request is refused.
 */
let t: TestApp;
let c: ProposalCatalogue;
let maria: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadProposalCatalogue(t);
  maria = await demoCustomerId(t, 'BSA-100201');
});
afterAll(() => t.close());

type Method = 'POST' | 'PUT' | 'PATCH';
const send = async (email: string, method: Method, url: string, payload: unknown, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(await t.as(email)), ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const prequal = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  address: '2420 N 16th St',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85016',
  phone: '(602) 555-0142',
};

async function onboarding(email: string) {
  const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
  const res = await send(CLOSER, 'PATCH', '/api/Contracts', { id: p.id, ...prequal, email });
  expect(res.statusCode, res.body).toBe(200);
  const ctx = (
    await t.app.inject({
      url: `/api/Contracts/${p.id}/onboarding`,
      headers: await t.as(CLOSER),
    })
  ).json<OnboardingContext>();
  return { p, ctx };
}

describe('Create Proposal twice with one key', () => {
  it('makes one proposal; both answers name it; the repeat is marked replayed', async () => {
    const description = `once ${randomUUID()}`;
    const body = proposalBody(c, maria, { description });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      send(CLOSER, 'POST', '/api/Proposals', body, key),
      send(CLOSER, 'POST', '/api/Proposals', body, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect([a, b].filter((r) => r.headers[IDEMPOTENT_REPLAY_HEADER] === 'true')).toHaveLength(1);
    const rows = await t.db.select().from(proposals).where(eq(proposals.description, description));
    expect(rows).toHaveLength(1);

    // A retry long after (the answer was lost): still the same proposal.
    const later = await send(CLOSER, 'POST', '/api/Proposals', body, key);
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual(a.json());
    expect(
      await t.db.select().from(proposals).where(eq(proposals.description, description)),
    ).toHaveLength(1);
  });

  it('without a key, or with a new key, each request is its own intent', async () => {
    const description = `twice ${randomUUID()}`;
    const body = proposalBody(c, maria, { description });
    await send(CLOSER, 'POST', '/api/Proposals', body, randomUUID());
    await send(CLOSER, 'POST', '/api/Proposals', body, randomUUID());
    expect(
      await t.db.select().from(proposals).where(eq(proposals.description, description)),
    ).toHaveLength(2);
  });

  it('refuses the same key with another body (422) and creates nothing', async () => {
    const key = randomUUID();
    const first = `first ${randomUUID()}`;
    const other = `other ${randomUUID()}`;
    expect(
      (
        await send(
          CLOSER,
          'POST',
          '/api/Proposals',
          proposalBody(c, maria, { description: first }),
          key,
        )
      ).statusCode,
    ).toBe(201);
    const res = await send(
      CLOSER,
      'POST',
      '/api/Proposals',
      proposalBody(c, maria, { description: other }),
      key,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toBe(P.idempotencyKeyReused);
    expect(
      await t.db.select().from(proposals).where(eq(proposals.description, other)),
    ).toHaveLength(0);
  });

  it('a failed request frees its key: the corrected one with the same key goes through', async () => {
    const key = randomUUID();
    const description = `fixed ${randomUUID()}`;
    const bad = await send(CLOSER, 'POST', '/api/Proposals', { description }, key);
    expect(bad.statusCode).toBe(400);
    const ok = await send(
      CLOSER,
      'POST',
      '/api/Proposals',
      proposalBody(c, maria, { description }),
      key,
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('keys are per user, and a malformed key is refused with 400', async () => {
    const key = randomUUID();
    const description = `per user ${randomUUID()}`;
    const body = proposalBody(c, maria, { description });
    await send(CLOSER, 'POST', '/api/Proposals', body, key);
    await send(ADMIN, 'POST', '/api/Proposals', body, key);
    expect(
      await t.db.select().from(proposals).where(eq(proposals.description, description)),
    ).toHaveLength(2);
    const bad = await send(CLOSER, 'POST', '/api/Proposals', body, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(P.idempotencyKeyInvalid);
  });
});

describe('Generate Agreement twice with one key', () => {
  it('creates one document and emails the customer once', async () => {
    const email = `once-${randomUUID().slice(0, 8)}@example.com`;
    const { p, ctx } = await onboarding(email);
    const body = {
      name: 'Alvarez agreement',
      contractTemplateId: ctx.contractTemplates[0]!.id,
      closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
    };
    const key = randomUUID();
    const url = `/api/Contracts/${p.id}/documents`;
    const [a, b] = await Promise.all([
      send(CLOSER, 'POST', url, body, key),
      send(CLOSER, 'POST', url, body, key),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json<Contract>().pandaDocs).toHaveLength(1);
    expect(b.json<Contract>().pandaDocs).toEqual(a.json<Contract>().pandaDocs);
    const contract = (
      await t.app.inject({ url: `/api/Contracts/${p.id}`, headers: await t.as(CLOSER) })
    ).json<Contract>();
    expect(contract.pandaDocs).toHaveLength(1);
    const docs = await t.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, contract.pandaDocs[0]!.pandaDocId));
    expect(docs).toHaveLength(1);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mail).toHaveLength(1);
  });

  it('two polls that both saw a draft send it (and email its link) once', async () => {
    const provider = t.app.integrations.documents;
    const { ctx } = await onboarding(`poll-${randomUUID().slice(0, 8)}@example.com`);
    const doc = await provider.createDocument({
      name: 'Race agreement',
      templateId: ctx.contractTemplates[0]!.id,
      recipients: [
        { email: 'closer@example.com', firstName: 'Carl', lastName: 'Closer', role: 'Sales Rep' },
        { email: 'race@example.com', firstName: 'Maria', lastName: 'Alvarez', role: 'Customer' },
      ],
      fields: [],
      intentKey: `agreement:race:${randomUUID()}`,
    });
    const options = { message: 'm', subject: 's' };
    const sent = await Promise.all([
      provider.sendDocument(doc.id, options),
      provider.sendDocument(doc.id, options),
    ]);
    expect(sent.filter((s) => s === true)).toHaveLength(1);
    expect(await provider.getDocumentStatus(doc.id)).toBe('sent');
  });
});

describe('the other create and send routes honour the key', () => {
  it('welcome email: sent once for one key', async () => {
    const email = `welcome-${randomUUID().slice(0, 8)}@example.com`;
    const { p } = await onboarding(email);
    const key = randomUUID();
    const url = `/api/Contracts/${p.id}/welcomeEmail`;
    const replies = await Promise.all([
      send(CLOSER, 'POST', url, undefined, key),
      send(CLOSER, 'POST', url, undefined, key),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(1);
    // 'Send Again' is a new intent with a new key.
    await send(CLOSER, 'POST', url, undefined, randomUUID());
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(2);
  });

  it('share link: one link for one key', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const key = randomUUID();
    const url = `/api/Proposals/${p.id}/shares`;
    const replies = await Promise.all([
      send(CLOSER, 'POST', url, undefined, key),
      send(CLOSER, 'POST', url, undefined, key),
    ]);
    expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(
      await t.db.select().from(proposalShares).where(eq(proposalShares.proposalId, p.id)),
    ).toHaveLength(1);
  });

  it('Credit and a design request: a repeat with the key answers what the first did', async () => {
    const { p } = await onboarding(`credit-${randomUUID().slice(0, 8)}@example.com`);
    const key = randomUUID();
    const url = `/api/Contracts/${p.id}/credit`;
    const credit = await Promise.all([
      send(CLOSER, 'POST', url, { loanId: 'GL-7' }, key),
      send(CLOSER, 'POST', url, { loanId: 'GL-7' }, key),
    ]);
    expect(credit.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(credit[1]!.json<Contract>()).toEqual(credit[0]!.json<Contract>());
    const changes = await t.db
      .select()
      .from(contractChanges)
      .where(and(eq(contractChanges.contractId, p.id), eq(contractChanges.field, 'loanId')));
    expect(changes).toHaveLength(1);

    const customerId = await createCustomer(t, ADMIN);
    const body = { customerId, initial: true, startMessage: 'Design it once' };
    const requestKey = randomUUID();
    const opened = await Promise.all([
      send(CLOSER, 'POST', '/api/chats/requests', body, requestKey),
      send(CLOSER, 'POST', '/api/chats/requests', body, requestKey),
    ]);
    // Without the key the second would be 409 'already created'; with it, the same 201 answer.
    expect(opened.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(opened[1]!.json()).toEqual(opened[0]!.json());
    expect(
      await t.db.select().from(chatRequests).where(eq(chatRequests.customerId, customerId)),
    ).toHaveLength(1);
  });

  it('stores the answer with the key, and keeps no key of a failed request', async () => {
    const key = randomUUID();
    const description = `stored ${randomUUID()}`;
    await send(CLOSER, 'POST', '/api/Proposals', proposalBody(c, maria, { description }), key);
    const [row] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key)));
    expect(row).toMatchObject({ status: 'done', responseStatus: 201 });
    const failed = randomUUID();
    await send(CLOSER, 'POST', '/api/Proposals', {}, failed);
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, failed)),
    ).toHaveLength(0);
  });
});

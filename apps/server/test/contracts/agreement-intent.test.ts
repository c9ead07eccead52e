import { randomUUID } from 'node:crypto';
import { ONBOARDING_MESSAGES as M, type Contract, type OnboardingContext } from '@pb/core';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, emailOutbox, signingDocuments } from '../../src/db/schema/index';
import { staleVersion } from '../../src/errors';
import { mariaContract } from '../helpers/contract-factory';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Generate Agreement with the built-in provider records its intent before the document is
 * created (decision 0067): a document made just before a crash is adopted, a request still
 * creating one is waited for, an abandoned intent is replaced, and a double click makes one
 * document. Counted in the provider's own table (signing_documents), by the contract's keys.
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

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: await t.as(CLOSER),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function onboarding() {
  const email = `intent-${randomUUID().slice(0, 8)}@example.com`;
  const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
  const res = await call('PATCH', '/api/Contracts', mariaContract(p.id, email));
  expect(res.statusCode, res.body).toBe(200);
  const ctx = (await call('GET', `/api/Contracts/${p.id}/onboarding`)).json<OnboardingContext>();
  const body = {
    name: 'Alvarez agreement',
    contractTemplateId: ctx.contractTemplates[0]!.id,
    closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
  };
  return { id: p.id, email, body };
}

/** The provider's documents made for this contract (each under a key of the contract's). */
const documentsAtProvider = (contractId: string) =>
  t.db
    .select()
    .from(signingDocuments)
    .where(like(signingDocuments.intentKey, `agreement:${contractId}:%`));

/**
 * What the later of two concurrent Generate Agreements may be told: the first is creating the
 * document, or (slower still) the first has recorded it and the contract changed meanwhile.
 */
const BUSY = [M.agreementBeingCreated, staleVersion('contract').message];

const emailsTo = (email: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

const price = {
  proposalId: 'p',
  proposalNumber: 7,
  totalSystemCost: 30_000,
  outOfPocketCost: 0,
  loanAmount: 30_000,
  loanMonthlyPayment: 150,
};

/** What a request that died after writing its intent leaves in the contract. */
async function plantIntent(
  contractId: string,
  body: { name: string; contractTemplateId: string },
  ageMs: number,
) {
  const intent = {
    key: `agreement:${contractId}:${randomUUID()}`,
    name: body.name,
    templateId: body.contractTemplateId,
    startedAt: new Date(Date.now() - ageMs).toISOString(),
    price,
  };
  await t.db
    .update(contracts)
    .set({ metaData: { documentIntent: intent } })
    .where(eq(contracts.id, contractId));
  return intent;
}

const recipients = (email: string) => [
  {
    email: 'closer@example.com',
    firstName: 'Carl',
    lastName: 'Closer',
    role: 'Sales Rep' as const,
  },
  { email, firstName: 'Maria', lastName: 'Alvarez', role: 'Customer' as const },
];

describe('the built-in provider keeps one document per intent key', () => {
  it('creating twice with one key returns the first document; it is found by the key', async () => {
    const { id, email, body } = await onboarding();
    const provider = t.app.integrations.documents;
    const key = `agreement:${id}:${randomUUID()}`;
    const request = {
      name: body.name,
      templateId: body.contractTemplateId,
      recipients: recipients(email),
      fields: [],
      intentKey: key,
    };
    const [a, b] = await Promise.all([
      provider.createDocument(request),
      provider.createDocument({ ...request, name: 'Another name' }),
    ]);
    expect(b.id).toBe(a.id);
    // Whichever insert won, later calls under the key get that document, not their own request.
    const later = await provider.createDocument({ ...request, name: 'A third name' });
    expect(later).toMatchObject({ id: a.id, name: b.name, signingUrl: a.signingUrl });
    expect(await provider.findDocumentByIntent(key)).toMatchObject({ id: a.id, status: 'draft' });
    expect(await provider.findDocumentByIntent(`agreement:${id}:${randomUUID()}`)).toBeNull();
    expect(await documentsAtProvider(id)).toHaveLength(1);
  });
});

describe('Generate Agreement with a pending intent (built-in provider)', () => {
  it('adopts the document the provider made under it: recorded once, sent, emailed once', async () => {
    const { id, email, body } = await onboarding();
    const intent = await plantIntent(id, body, 1_000);
    // The dead request's document, made by the provider before the crash.
    const made = await t.app.integrations.documents.createDocument({
      name: body.name,
      templateId: body.contractTemplateId,
      recipients: recipients(email),
      fields: [],
      intentKey: intent.key,
    });
    const res = await call('POST', `/api/Contracts/${id}/documents`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(await documentsAtProvider(id)).toHaveLength(1);
    const contract = res.json<Contract>();
    expect(contract.pandaDocs).toHaveLength(1);
    expect(contract.pandaDocs[0]).toMatchObject({
      pandaDocId: made.id,
      pandaDocStatus: 'sent',
      name: body.name,
      signingUrl: made.signingUrl,
      price,
    });
    expect(contract.metaData.documentIntent).toBeUndefined();
    expect(await emailsTo(email)).toHaveLength(1);
    // Asking again makes a new document: the intent was settled.
    const again = await call('POST', `/api/Contracts/${id}/documents`, body);
    expect(again.json<Contract>().pandaDocs).toHaveLength(2);
    expect(await documentsAtProvider(id)).toHaveLength(2);
  });

  it('answers 409 while the intent is young and nothing is there yet, and creates nothing', async () => {
    const { id, email, body } = await onboarding();
    const intent = await plantIntent(id, body, 2_000);
    const res = await call('POST', `/api/Contracts/${id}/documents`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(M.agreementBeingCreated);
    expect(await documentsAtProvider(id)).toHaveLength(0);
    expect(await emailsTo(email)).toHaveLength(0);
    const contract = (await call('GET', `/api/Contracts/${id}`)).json<Contract>();
    expect(contract.pandaDocs).toEqual([]);
    expect(contract.metaData.documentIntent).toEqual(intent);
  });

  it('replaces an abandoned intent (old, nothing at the provider) and creates one document', async () => {
    const { id, email, body } = await onboarding();
    const old = await plantIntent(id, body, 5 * 60_000);
    const res = await call('POST', `/api/Contracts/${id}/documents`, body);
    expect(res.statusCode, res.body).toBe(200);
    const made = await documentsAtProvider(id);
    expect(made).toHaveLength(1);
    expect(made[0]!.intentKey).not.toBe(old.key);
    expect(res.json<Contract>().pandaDocs.map((d) => d.pandaDocId)).toEqual([made[0]!.id]);
    expect(res.json<Contract>().metaData.documentIntent).toBeUndefined();
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('two concurrent Generate Agreements make one document and one email', async () => {
    const { id, email, body } = await onboarding();
    const replies = await Promise.all([
      call('POST', `/api/Contracts/${id}/documents`, body),
      call('POST', `/api/Contracts/${id}/documents`, body),
    ]);
    expect(replies.map((r) => r.statusCode)).toContain(200);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(BUSY).toContain(r.json<{ message: string }>().message);
    }
    expect(await documentsAtProvider(id)).toHaveLength(1);
    const contract = (await call('GET', `/api/Contracts/${id}`)).json<Contract>();
    expect(contract.pandaDocs).toHaveLength(1);
    expect(contract.metaData.documentIntent).toBeUndefined();
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it("keeps the intent out of the contract's history: it shows the document, not the bookkeeping", async () => {
    const { id, body } = await onboarding();
    const res = await call('POST', `/api/Contracts/${id}/documents`, body);
    expect(res.statusCode, res.body).toBe(200);
    const history = await t.app.inject({
      url: `/api/Contracts/${id}/history`,
      headers: await t.as(ADMIN),
    });
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json<{ field: string; before: unknown; after: unknown }[]>();
    expect(entries.map((e) => e.field)).toContain('pandaDocs');
    expect(JSON.stringify(entries)).not.toContain('documentIntent');
  });
});

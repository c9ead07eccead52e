import { randomUUID } from 'node:crypto';
import {
  ONBOARDING_MESSAGES as M,
  PROPOSAL_MESSAGES as P,
  type Contract,
  type OnboardingContext,
  type ProposalView,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingDocuments } from '../../src/db/schema/index';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  updateBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 31, the agreement once signed: one signature per document however many arrive at once,
 * and the signed proposal's price is frozen.
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

type ErrorReply = { code: string; message: string };

const call = async (
  email: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: await t.as(email),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A proposal with its agreement generated and sent; answers the document's signing token. */
async function sentAgreement(overrides = {}) {
  const p = await createProposalAs(t, ADMIN, proposalBody(c, maria, overrides));
  const res = await call(CLOSER, 'PATCH', '/api/Contracts', {
    id: p.id,
    firstName: 'Maria',
    lastName: 'Alvarez',
    address: '2420 N 16th St',
    city: 'Phoenix',
    state: 'AZ',
    zip: '85016',
    email: `signed-${randomUUID().slice(0, 8)}@example.com`,
    phone: '(602) 555-0142',
  });
  expect(res.statusCode, res.body).toBe(200);
  const ctx = (
    await call(CLOSER, 'GET', `/api/Contracts/${p.id}/onboarding`)
  ).json<OnboardingContext>();
  const doc = await call(CLOSER, 'POST', `/api/Contracts/${p.id}/documents`, {
    name: 'Alvarez agreement',
    contractTemplateId: ctx.contractTemplates[0]!.id,
    closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
  });
  expect(doc.statusCode, doc.body).toBe(200);
  const generated = doc.json<Contract>().pandaDocs[0]!;
  return { proposal: p, doc: generated, token: generated.signingUrl.split('/').pop()! };
}

const signAs = (token: string, signerName: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/signing/${token}`,
    payload: { signerName, signature: signerName, consent: true },
  });

describe('concurrent signatures', () => {
  it('exactly one of six succeeds; the rest get 409 and the evidence names the winner', async () => {
    const { doc, token } = await sentAgreement();
    await t.app.inject({ url: `/api/signing/${token}` });
    const names = ['Ann', 'Bea', 'Cy', 'Dee', 'Eve', 'Flo'].map((n) => `${n} Alvarez`);
    const replies = await Promise.all(names.map((n) => signAs(token, n)));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(5);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.json<ErrorReply>().message).toBe(M.alreadySigned);
    const winner = names[codes.indexOf(200)];
    const [row] = await t.db
      .select()
      .from(signingDocuments)
      .where(eq(signingDocuments.id, doc.pandaDocId));
    expect(row!.status).toBe('completed');
    expect(row!.evidence?.signerName).toBe(winner);
  });
});

describe('a signed proposal keeps its price', () => {
  it('refuses a re-price after signing (409, stored price unchanged); other edits go through', async () => {
    const { proposal, token } = await sentAgreement();
    expect(proposal.totalSystemCost).toBe(28_800);
    expect((await signAs(token, 'Maria Alvarez')).statusCode).toBe(200);
    // No status poll ran: the contract still says sent, the provider knows it is signed.

    const frozen = P.signedPriceFrozen(proposal.proposalNumber, '$28,800');
    const repriced = await call(
      ADMIN,
      'PUT',
      '/api/Proposals',
      updateBody(proposal, { baseEpc: 4.2 }),
    );
    expect(repriced.statusCode, repriced.body).toBe(409);
    expect(repriced.json<ErrorReply>().message).toBe(frozen);
    const moreDown = await call(
      ADMIN,
      'PUT',
      '/api/Proposals',
      updateBody(proposal, { outOfPocketCost: 2000 }),
    );
    expect(moreDown.statusCode).toBe(409);
    expect(moreDown.json<ErrorReply>().message).toBe(frozen);

    const stored = (await call(ADMIN, 'GET', `/api/Proposals/${proposal.id}`)).json<ProposalView>();
    expect(stored).toMatchObject({ totalSystemCost: 28_800, outOfPocketCost: 0, version: 0 });

    const described = await call(
      ADMIN,
      'PUT',
      '/api/Proposals',
      updateBody(proposal, { description: 'Signed — note added' }),
    );
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json<ProposalView>()).toMatchObject({
      description: 'Signed — note added',
      totalSystemCost: 28_800,
    });
  });

  it('before signing the price may still change; the fix screen names what was signed', async () => {
    const { proposal, doc } = await sentAgreement();
    const moved = await call(
      ADMIN,
      'PUT',
      '/api/Proposals',
      updateBody(proposal, { baseEpc: 4.2 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const contract = (await call(ADMIN, 'GET', `/api/Contracts/${proposal.id}`)).json<Contract>();
    expect(contract.pandaDocs[0]).toMatchObject({
      pandaDocId: doc.pandaDocId,
      price: {
        proposalId: proposal.id,
        proposalNumber: proposal.proposalNumber,
        totalSystemCost: 28_800,
        loanAmount: 28_800,
      },
    });
  });

  it('re-priced before signing and signed again: the price of a signed document (the chosen one) holds', async () => {
    const { proposal, doc: first, token: firstToken } = await sentAgreement();
    const moved = await call(
      ADMIN,
      'PUT',
      '/api/Proposals',
      updateBody(proposal, { baseEpc: 4.2 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const repriced = moved.json<ProposalView>();
    const ctx = (
      await call(CLOSER, 'GET', `/api/Contracts/${proposal.id}/onboarding`)
    ).json<OnboardingContext>();
    const again = await call(CLOSER, 'POST', `/api/Contracts/${proposal.id}/documents`, {
      name: 'Alvarez agreement 2',
      contractTemplateId: ctx.contractTemplates[0]!.id,
      closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
    });
    const second = again.json<Contract>().pandaDocs[1]!;
    expect(second.price?.totalSystemCost).toBe(30_240);
    expect((await signAs(firstToken, 'Maria Alvarez')).statusCode).toBe(200);
    expect((await signAs(second.signingUrl.split('/').pop()!, 'Maria Alvarez')).statusCode).toBe(
      200,
    );

    // Both signed, none chosen: the current price is one a signed document states.
    const note = await call(
      ADMIN,
      'PUT',
      '/api/Proposals',
      updateBody(repriced, { description: 'n' }),
    );
    expect(note.statusCode, note.body).toBe(200);
    const noted = note.json<ProposalView>();
    const third = await call(ADMIN, 'PUT', '/api/Proposals', updateBody(noted, { baseEpc: 4.3 }));
    expect(third.statusCode).toBe(409);

    // The first one chosen: its price ($28,800) is the proposal's now.
    await call(CLOSER, 'POST', `/api/Contracts/${proposal.id}/documents/refresh`, {});
    const chosen = await call(CLOSER, 'POST', `/api/Contracts/${proposal.id}/agreement`, {
      pandaDocId: first.pandaDocId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const stays = await call(
      ADMIN,
      'PUT',
      '/api/Proposals',
      updateBody(noted, { description: 'm' }),
    );
    expect(stays.statusCode).toBe(409);
    expect(stays.json<ErrorReply>().message).toBe(
      P.signedPriceFrozen(proposal.proposalNumber, '$28,800'),
    );
    const back = await call(ADMIN, 'PUT', '/api/Proposals', updateBody(noted, { baseEpc: 4 }));
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<ProposalView>().totalSystemCost).toBe(28_800);
  });
});

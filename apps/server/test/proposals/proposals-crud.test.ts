import type { CustomerProposalsResponse, ProposalView } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProposalAs,
  demoCustomerId,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
  sendProposal,
  updateBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { assignCustomer } from '../helpers/assign-customer';
import { flatProductionEstimator } from '../helpers/flat-production';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
let maria: string;

beforeAll(async () => {
  t = await createTestApp({ integrations: { productionEstimator: flatProductionEstimator() } });
  c = await loadProposalCatalogue(t);
  maria = await demoCustomerId(t, 'BSA-100201');
});
afterAll(() => t.close());

const post = (email: string, payload: unknown) => sendProposal(t, 'POST', email, payload);
const put = (email: string, payload: unknown) => sendProposal(t, 'PUT', email, payload);
const get = async (email: string, url: string) => t.app.inject({ url, headers: await t.as(email) });

describe('POST /api/Proposals', () => {
  it('creates a proposal priced by the server and answers {id, proposalNumber}', async () => {
    const customer = await freshCustomerId(t);
    const res = await post(ADMIN, proposalBody(c, customer));
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; proposalNumber: number }>();
    expect(body.proposalNumber).toBe(1);
    const view = (await get(ADMIN, `/api/Proposals/${body.id}`)).json<ProposalView>();
    expect(view.systemSize).toBeCloseTo(7.2, 6);
    expect(view.proposalEpc).toBe(4);
    expect(view.totalSystemCost).toBeCloseTo(28_800, 2);
    expect(view.totalAnnualProduction).toBeCloseTo(10_800, 6);
    expect(view.loanMonthlyPayment).toBeGreaterThan(0);
    expect(view.figures.totalSystemCost).toBe(view.totalSystemCost);
    expect(view.createdBy).toBe('Ada Admin');
    expect(view.isContractGenerated).toBe(false);
    expect(view.version).toBe(0);
    expect(view.details.incentives[0]!.deduction).toBeGreaterThan(0);
    expect(view.details.preSolarMonthlyBill).toBeGreaterThan(0);
  });

  it('replaces tampered figures with its own computation', async () => {
    const customer = await freshCustomerId(t);
    const honest = await createProposalAs(t, ADMIN, proposalBody(c, customer));
    const tampered = {
      ...proposalBody(c, customer),
      totalSystemCost: 1,
      loanMonthlyPayment: 1,
      systemSize: 99,
      monthlySavings: 1e6,
    };
    const res = await post(ADMIN, tampered);
    expect(res.statusCode).toBe(201);
    const stored = (
      await get(ADMIN, `/api/Proposals/${res.json<{ id: string }>().id}`)
    ).json<ProposalView>();
    expect(stored.totalSystemCost).toBe(honest.totalSystemCost);
    expect(stored.loanMonthlyPayment).toBe(honest.loanMonthlyPayment);
    expect(stored.systemSize).toBe(honest.systemSize);
    expect(stored.monthlySavings).toBe(honest.monthlySavings);

    const put1 = await put(
      ADMIN,
      updateBody(stored, { totalSystemCost: 5, loanMonthlyPayment: 2, isContractGenerated: true }),
    );
    expect(put1.statusCode).toBe(200);
    const after = put1.json<ProposalView>();
    expect(after.totalSystemCost).toBe(honest.totalSystemCost);
    expect(after.loanMonthlyPayment).toBe(honest.loanMonthlyPayment);
    expect(after.isContractGenerated).toBe(false);
  });

  it('numbers twenty concurrent creates for one customer 1…20 without gaps or repeats', async () => {
    const customer = await freshCustomerId(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(ADMIN, proposalBody(c, customer))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(new Array(20).fill(201));
    const numbers = results
      .map((r) => r.json<{ proposalNumber: number }>().proposalNumber)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const other = await freshCustomerId(t);
    expect(
      (await post(ADMIN, proposalBody(c, other))).json<{ proposalNumber: number }>().proposalNumber,
    ).toBe(1);
  });

  it('Save As New Proposal: a copy with an empty id gets the next number, the caller as author, no contract', async () => {
    const customer = await freshCustomerId(t);
    await assignCustomer(t, customer, REP);
    const original = await createProposalAs(t, ADMIN, proposalBody(c, customer));
    await t.app.inject({
      method: 'POST',
      url: `/api/Proposals/${original.id}/agreement`,
      headers: await t.as(ADMIN),
    });
    const { figures: _f, warnings: _w, agreementBlockers: _b, ...copy } = original;
    const res = await post(REP, {
      ...copy,
      id: '',
      isContractGenerated: true,
      createdBy: 'Someone Else',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ proposalNumber: number }>().proposalNumber).toBe(2);
    const saved = (
      await get(REP, `/api/Proposals/${res.json<{ id: string }>().id}`)
    ).json<ProposalView>();
    expect(saved.createdBy).toBe('Sam Rep');
    expect(saved.isContractGenerated).toBe(false);
    expect(saved.totalSystemCost).toBe(original.totalSystemCost);
    expect((await post(ADMIN, { ...copy, id: original.id })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown customer and 400 for an invalid body', async () => {
    expect(
      (await post(ADMIN, proposalBody(c, '00000000-0000-4000-8000-0000000000aa'))).statusCode,
    ).toBe(404);
    const bad = await post(ADMIN, { ...proposalBody(c, maria), points: 16 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(
      'body.points',
    );
  });
});

describe('PUT /api/Proposals', () => {
  it('saves at the version read and bumps it; a stale version answers 409', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const ok = await put(ADMIN, updateBody(p, { description: 'Edited', baseEpc: 4.2 }));
    expect(ok.statusCode).toBe(200);
    const saved = ok.json<ProposalView>();
    expect(saved.version).toBe(1);
    expect(saved.description).toBe('Edited');
    expect(saved.totalSystemCost).toBeCloseTo(4.2 * 7200, 2);
    const stale = await put(ADMIN, updateBody(p, { description: 'Late' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(
      /^This proposal was changed by someone else/,
    );
  });

  it('lets exactly one of two concurrent saves of one version through', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const [a, b] = await Promise.all([
      put(ADMIN, updateBody(p, { description: 'A' })),
      put(ADMIN, updateBody(p, { description: 'B' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('keeps customerId, number, author and date; 404 for an unknown id', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const other = await freshCustomerId(t);
    await assignCustomer(t, maria, REP);
    await assignCustomer(t, other, REP);
    const res = await put(
      REP,
      updateBody(p, {
        customerId: other,
        proposalNumber: 99,
        createdBy: 'X',
        dateCreated: '2000-01-01',
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json<ProposalView>();
    expect(saved.customerId).toBe(maria);
    expect(saved.proposalNumber).toBe(p.proposalNumber);
    expect(saved.createdBy).toBe('Ada Admin');
    expect(saved.dateCreated).toBe(p.dateCreated);
    const missing = await put(ADMIN, updateBody(p, { id: '00000000-0000-4000-8000-0000000000bb' }));
    expect(missing.statusCode).toBe(404);
  });
});

describe('reading proposals and rep visibility', () => {
  it("lists a customer's proposals newest number first", async () => {
    const customer = await freshCustomerId(t);
    for (let i = 0; i < 3; i += 1) await post(ADMIN, proposalBody(c, customer));
    const res = await get(ADMIN, `/api/customers/${customer}/Proposals`);
    expect(res.statusCode).toBe(200);
    expect(res.json<CustomerProposalsResponse>().items.map((p) => p.proposalNumber)).toEqual([
      3, 2, 1,
    ]);
    expect(
      (await get(ADMIN, '/api/customers/00000000-0000-4000-8000-0000000000cc/Proposals'))
        .statusCode,
    ).toBe(404);
  });

  it('shows users without PB_MANAGE_CUSTOMERS only isViewableByRep proposals', async () => {
    const customer = await freshCustomerId(t);
    await assignCustomer(t, customer, CLOSER);
    await assignCustomer(t, customer, REP);
    const hidden = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customer, { isViewableByRep: false }),
    );
    const shown = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customer, { isViewableByRep: true }),
    );
    for (const email of [CLOSER, REP]) {
      const list = (
        await get(email, `/api/customers/${customer}/Proposals`)
      ).json<CustomerProposalsResponse>().items;
      expect(list.map((p) => p.id)).toEqual([shown.id]);
      expect((await get(email, `/api/Proposals/${hidden.id}`)).statusCode).toBe(404);
      expect((await put(email, updateBody(hidden))).statusCode).toBe(404);
      expect((await get(email, `/api/Proposals/${shown.id}`)).statusCode).toBe(200);
    }
    expect(
      (await get(ADMIN, `/api/customers/${customer}/Proposals`)).json<CustomerProposalsResponse>()
        .items,
    ).toHaveLength(2);
  });

  it('flags what a rep creates as viewable, and keeps the flag out of reps’ hands', async () => {
    const customer = await freshCustomerId(t);
    await assignCustomer(t, customer, CLOSER);
    const mine = await createProposalAs(
      t,
      CLOSER,
      proposalBody(c, customer, { isViewableByRep: false }),
    );
    expect(mine.isViewableByRep).toBe(true);
    expect(mine.createdBy).toBe('Carl Closer');
    const res = await put(CLOSER, updateBody(mine, { isViewableByRep: false }));
    expect(res.json<ProposalView>().isViewableByRep).toBe(true);
    const admin = await put(
      ADMIN,
      updateBody(res.json<ProposalView>(), { isViewableByRep: false }),
    );
    expect(admin.json<ProposalView>().isViewableByRep).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: `/api/customers/${maria}/Proposals` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Proposals', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the proposal, template, baseline, roof image and file routes', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/Proposals',
      '/api/Proposals/{id}',
      '/api/Proposals/{id}/agreement',
      '/api/Proposals/{id}/roof-image',
      '/api/Proposals/UploadRoofImage',
      '/api/customers/{id}/Proposals',
      '/api/customers/{id}/baseline',
      '/api/Templates',
      '/api/Templates/{id}',
    ]) {
      expect(paths, p).toContain(p);
    }
  });
});

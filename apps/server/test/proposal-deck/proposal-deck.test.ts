import sharp from 'sharp';
import {
  PROPOSAL_MESSAGES as M,
  deckProjection,
  type ProposalDeck,
  type ProposalShare,
  type UploadRoofImageResponse,
} from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignCustomer } from '../helpers/assign-customer';
import { multipartFile, PNG_BYTES } from '../helpers/multipart';
import {
  createProposalAs,
  freshCustomerId,
  loadProposalCatalogue,
  proposalBody,
  updateBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { flatProductionEstimator } from '../helpers/flat-production';
import { ADMIN, createTestApp, REP, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
let customerId: string;

beforeAll(async () => {
  // The deck's hand-computed figures assume 50 kWh per panel a month (issue 31: the server
  // estimates production on every save).
  t = await createTestApp({
    ownDataDir: true,
    integrations: { productionEstimator: flatProductionEstimator() },
  });
  c = await loadProposalCatalogue(t);
  customerId = await freshCustomerId(t, { firstName: 'Deck', lastName: 'Customer' });
  await assignCustomer(t, customerId, REP);
});
afterAll(async () => {
  await t.close();
});

type ErrorReply = { code: string; message: string };

const get = async (url: string, email?: string) =>
  t.app.inject({ url, headers: email ? await t.as(email) : {} });
const post = async (url: string, email: string) =>
  t.app.inject({ method: 'POST', url, headers: await t.as(email) });

async function uploadRoof(): Promise<string> {
  const { payload, headers } = multipartFile('file', 'roof.png', 'image/png', PNG_BYTES);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Proposals/UploadRoofImage',
    headers: { ...headers, ...(await t.as(ADMIN)) },
    payload,
  });
  return res.json<UploadRoofImageResponse>().path;
}

describe('GET /api/Proposals/{id}/deck', () => {
  it("answers the saved proposal's figures, customer, template pages and brand", async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, customerId));
    const res = await get(`/api/Proposals/${p.id}/deck`, ADMIN);
    expect(res.statusCode, res.body).toBe(200);
    const deck = res.json<ProposalDeck>();
    expect(deck.customer.firstName).toBe('Deck');
    expect(deck.pages).toEqual(p.template!.pages);
    expect(deck.brand.name).toBe('Solex Energy');
    // 18 × 400 W = 7.2 kW; the figures are the stored ones, not recomputed.
    expect(deck.figures.systemSize).toBeCloseTo(7.2, 6);
    expect(deck.figures.totalSystemCost).toBe(p.figures.totalSystemCost);
    expect(deck.figures.loanMonthlyPaymentRounded).toBe(p.figures.loanMonthlyPaymentRounded);
    expect(deck.figures.initialPeriodPaymentCount).toBe(17);
    // Home value uplift: 1000 × 7.2 × 4 = 28,800.
    expect(deck.figures.homeValueUplift).toBeCloseTo(28_800, 6);
    // The projection inputs reproduce the saved projection with the saved escalator.
    const again = deckProjection(deck.projectionInput, 4);
    expect(again.thirtyYearNetSavings).toBeCloseTo(p.figures.thirtyYearNetSavings, 6);
    // 17 initial payments, then the term less the 18-month initial period.
    expect(deck.projectionInput.initialPeriodMonths).toBe(17);
    expect(deck.projectionInput.termMonths).toBe(17 + (12 * c.loan.lengthInYears - 18));
    // Internal figures never reach the deck.
    expect(JSON.stringify(deck)).not.toMatch(/estimatedRepMake|baseline|proposalEpc|"fee"/);
  });

  it('answers 404 to a rep for a proposal hidden from reps, 401 without sign-in', async () => {
    const hidden = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customerId, { isViewableByRep: false }),
    );
    const res = await get(`/api/Proposals/${hidden.id}/deck`, REP);
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/Proposals/${hidden.id}/deck`)).statusCode).toBe(401);
    expect((await get('/api/Proposals/not-a-uuid/deck', ADMIN)).statusCode).toBe(400);
  });

  it('a cash proposal has no loan schedule in its projection input', async () => {
    const p = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customerId, {
        details: { ...proposalBody(c, customerId).details, financeOption: c.cash },
      }),
    );
    const deck = (await get(`/api/Proposals/${p.id}/deck`, ADMIN)).json<ProposalDeck>();
    expect(deck.figures.isCash).toBe(true);
    expect(deck.projectionInput.termMonths).toBe(0);
  });
});

describe('share links', () => {
  it('freeze the deck: a later edit does not change what the link shows', async () => {
    const roof = await uploadRoof();
    const p = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customerId, { roofImagePath: roof }),
    );
    const created = await post(`/api/Proposals/${p.id}/shares`, ADMIN);
    expect(created.statusCode, created.body).toBe(201);
    const share = created.json<ProposalShare>();
    // ≥ 128 random bits: 32 bytes base64url = 43 characters.
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = (await get(`/api/public/shares/${share.token}`)).json<ProposalDeck>();
    expect(before.figures.systemSize).toBeCloseTo(7.2, 6);
    expect(before.roofImageUrl).toBe(`/api/public/shares/${share.token}/roof-image`);

    // The rep edits the proposal: 20 panels instead of 18.
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/Proposals',
      headers: await t.as(ADMIN),
      payload: updateBody(p, {
        details: { ...p.details, panelArrays: [{ ...p.details.panelArrays[0]!, panels: 20 }] },
        roofImagePath: '',
      }),
    });
    expect(edit.statusCode, edit.body.slice(0, 400)).toBe(200);
    const live = (await get(`/api/Proposals/${p.id}/deck`, ADMIN)).json<ProposalDeck>();
    expect(live.figures.systemSize).toBeCloseTo(8, 6);

    const after = await get(`/api/public/shares/${share.token}`);
    expect(after.statusCode).toBe(200);
    expect(after.json<ProposalDeck>()).toEqual(before);
    const image = await get(before.roofImageUrl);
    expect(image.statusCode).toBe(200);
    // The upload was stored re-encoded; the share serves that copy (still the 1×1 PNG sent).
    const served = await sharp(image.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 1, 1]);
  });

  it('are listed and revoked by whoever can see the proposal; revoked → not found', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, customerId));
    const share = (await post(`/api/Proposals/${p.id}/shares`, REP)).json<ProposalShare>();
    const list = await get(`/api/Proposals/${p.id}/shares`, ADMIN);
    expect(list.json<ProposalShare[]>().map((s) => s.id)).toEqual([share.id]);
    expect(share.createdBy).not.toBe('');

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/Proposals/${p.id}/shares/${share.id}`,
      headers: await t.as(REP),
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json<ProposalShare>().revokedAt).not.toBeNull();
    const gone = await get(`/api/public/shares/${share.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ErrorReply>().message).toBe(M.proposalDoesNotExist);
  });

  it('a rep cannot share, list or revoke links of a proposal hidden from reps', async () => {
    const hidden = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customerId, { isViewableByRep: false }),
    );
    const share = (await post(`/api/Proposals/${hidden.id}/shares`, ADMIN)).json<ProposalShare>();
    expect((await post(`/api/Proposals/${hidden.id}/shares`, REP)).statusCode).toBe(404);
    expect((await get(`/api/Proposals/${hidden.id}/shares`, REP)).statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/Proposals/${hidden.id}/shares/${share.id}`,
      headers: await t.as(REP),
    });
    expect(revoke.statusCode).toBe(404);
    expect((await get(`/api/public/shares/${share.token}`)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/Proposals/${hidden.id}/shares`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("a share id of another proposal cannot be revoked through this one's path", async () => {
    const a = await createProposalAs(t, ADMIN, proposalBody(c, customerId));
    const b = await createProposalAs(t, ADMIN, proposalBody(c, customerId));
    const share = (await post(`/api/Proposals/${a.id}/shares`, ADMIN)).json<ProposalShare>();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/Proposals/${b.id}/shares/${share.id}`,
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/public/shares/${share.token}`)).statusCode).toBe(200);
  });

  it('an unknown or malformed token answers 404 / 400 and nothing else', async () => {
    const unknown = await get(`/api/public/shares/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorReply>().message).toBe(M.proposalDoesNotExist);
    expect((await get('/api/public/shares/short')).statusCode).toBe(400);
    expect((await get(`/api/public/shares/${'A'.repeat(43)}/roof-image`)).statusCode).toBe(404);
  });
});

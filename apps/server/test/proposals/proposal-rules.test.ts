import { PROPOSAL_MESSAGES as M, type ProposalView } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProposalAs,
  demoCustomerId,
  freshCustomerId,
  loadProposalCatalogue,
  panelArray,
  proposalBody,
  sendProposal,
  updateBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { assignCustomer } from '../helpers/assign-customer';
import { ADMIN, CLOSER, createTestApp, REP, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
/** Demo customer whose lead has a 2.45 $/W baseline. */
let maria: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadProposalCatalogue(t);
  maria = await demoCustomerId(t, 'BSA-100201');
  // The demo Closer closes Maria's lead (CLO-04); the Sales Rep gets a lead of hers too.
  await assignCustomer(t, maria, REP);
});
afterAll(() => t.close());

type ErrorReply = { code: string; message: string; issues?: { path: string; message: string }[] };

const post = (email: string, payload: unknown) => sendProposal(t, 'POST', email, payload);
const put = (email: string, payload: unknown) => sendProposal(t, 'PUT', email, payload);
const agreement = async (email: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/Proposals/${id}/agreement`,
    headers: await t.as(email),
  });

describe('engine messages that block a save (422)', () => {
  const refused = async (overrides: Parameters<typeof proposalBody>[2], text: string) => {
    const res = await post(ADMIN, proposalBody(c, maria, overrides));
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json<ErrorReply>();
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.issues!.map((i) => i.message)).toContain(text);
    return body;
  };
  const details = (changes: object) => ({ ...proposalBody(c, maria).details, ...changes });

  it("'Final EPC Out Of Bounds' above the finance option's maxEpc, and 'Number of Points Exceeds Epc Limit'", async () => {
    const body = await refused({ baseEpc: 6 }, 'Final EPC Out Of Bounds');
    expect(body.message).toBe('Final EPC Out Of Bounds');
    await refused({ baseEpc: 2 }, 'Final EPC Out Of Bounds');
    await refused({ baseEpc: 6, points: 3 }, 'Number of Points Exceeds Epc Limit');
  });

  it("'Size greater than {company} {limit}Kw limit'", async () => {
    // The limit is the catalogue's (issue 31): a company with a 5 kW limit.
    const {
      id: _id,
      version: _v,
      ...values
    } = c.powerCompany as typeof c.powerCompany & {
      version: number;
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/PowerCompanies',
      headers: await t.as(ADMIN),
      payload: { ...values, name: 'Small Grid Power', systemSizeLimit: 5 },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const powerCompany = created.json<typeof c.powerCompany>();
    await refused(
      {
        details: details({
          powerCompany,
          preSolarPlan: powerCompany.preSolarPlans[0]!,
          postSolarPlan: powerCompany.postSolarPlans[0]!,
        }),
      },
      'Size greater than Small Grid Power 5Kw limit',
    );
  });

  it("'Net System Cost is above the max of {maxLoanAmount}'", async () => {
    const { id: _id, version: _v, ...terms } = c.loan as typeof c.loan & { version: number };
    const created = await t.app.inject({
      method: 'PATCH',
      url: '/api/FinanceOptions',
      headers: await t.as(ADMIN),
      payload: { ...terms, id: '', name: 'Small Loan 10 Year', maxLoanAmount: 20_000 },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const financeOption = created.json<typeof c.loan>();
    await refused(
      { details: details({ financeOption }), baseEpc: 4 },
      'Net System Cost is above the max of 20000',
    );
  });

  it("'Solar Offset cannot exceed {max}%.'", async () => {
    await refused(
      { details: details({ panelArrays: [panelArray(40)] }) },
      `Solar Offset cannot exceed ${c.powerCompany.maxSolarOffset}%.`,
    );
  });

  it("'No Selected Template', 'System Size Cannot Be 0', 'Annual Energy Rate Escalator Required', 'Power Info Required.'", async () => {
    await refused({ template: null }, 'No Selected Template');
    await refused(
      { details: details({ panelArrays: [panelArray(0)] }) },
      'System Size Cannot Be 0',
    );
    await refused({ annualEnergyRateEscalator: null }, 'Annual Energy Rate Escalator Required');
    await refused({ details: details({ preSolarPowerUsage: null }) }, 'Power Info Required.');
  });

  it("'invalid Installer', 'invalid Panel Selection', 'invalid finance Option'", async () => {
    await refused(
      { details: details({ installerId: '00000000-0000-4000-8000-0000000000dd' }) },
      M.invalidInstaller,
    );
    const other = '00000000-0000-4000-8000-0000000000ee';
    await refused(
      { details: details({ panel: { ...c.panel, installerIds: [other] } }) },
      M.invalidPanelSelection,
    );
    await refused(
      { details: details({ financeOption: { ...c.loan, installerIds: [other] } }) },
      M.invalidFinanceOption,
    );
  });

  it('refuses finance options and panels the company does not offer (tampered terms or watts)', async () => {
    const cheap = await post(
      ADMIN,
      proposalBody(c, maria, {
        details: details({ financeOption: { ...c.loan, apr: 0, fee: 0 } }),
      }),
    );
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json<ErrorReply>().message).toBe(M.invalidFinanceOption);
    const strong = await post(
      ADMIN,
      proposalBody(c, maria, { details: details({ panel: { ...c.panel, cells: 100 } }) }),
    );
    expect(strong.statusCode).toBe(422);
    expect(strong.json<ErrorReply>().message).toBe(M.invalidPanelSelection);
  });

  it('refuses a PUT the same way and leaves the proposal unchanged', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const res = await put(ADMIN, updateBody(p, { baseEpc: 9 }));
    expect(res.statusCode).toBe(422);
    const again = await t.app.inject({ url: `/api/Proposals/${p.id}`, headers: await t.as(ADMIN) });
    expect(again.json<ProposalView>().version).toBe(0);
  });
});

describe('manual final EPC (PB_CAN_REMOVE_EPC_CONSTRAINTS)', () => {
  it('lets an admin set an out-of-bounds final EPC and refuses it to others with 403', async () => {
    const manual = { proposalEpc: 6, hasManualProposalEpc: true };
    const ok = await post(ADMIN, proposalBody(c, maria, manual));
    expect(ok.statusCode, ok.body).toBe(201);
    for (const email of [REP, CLOSER]) {
      const res = await post(email, proposalBody(c, maria, manual));
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorReply>().message).toBe(M.manualEpcNotAllowed);
    }
    const p = (
      await t.app.inject({
        url: `/api/Proposals/${ok.json<{ id: string }>().id}`,
        headers: await t.as(REP),
      })
    ).json<ProposalView>();
    expect(p.proposalEpc).toBe(6);
    // A rep may save the proposal as it is, but not move the manual EPC.
    expect((await put(REP, updateBody(p, { description: 'ok' }))).statusCode).toBe(200);
    expect(
      (await put(REP, updateBody({ ...p, version: 1 }, { proposalEpc: 6.5 }))).statusCode,
    ).toBe(403);
  });
});

describe('red line', () => {
  it('converts with PB_RED_LINE (Sales Rep): description cleared, author set, base EPC raised, adders added', async () => {
    const p = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, maria, {
        details: { ...proposalBody(c, maria).details, panelArrays: [panelArray(12)] },
      }),
    );
    const res = await put(REP, updateBody(p, { isRedLine: true, baseEpc: 2 }));
    expect(res.statusCode, res.body).toBe(200);
    const red = res.json<ProposalView>();
    expect(red.isRedLine).toBe(true);
    expect(red.description).toBe('');
    expect(red.createdBy).toBe('Sam Rep');
    expect(red.baseEpc).toBeCloseTo(2.55, 9); // baseline 2.45 + 0.1
    expect(red.customAdders.map((a) => a.name)).toContain('Small System'); // 12 panels < 15
    expect(red.proposalEpc).toBeGreaterThan(red.baseEpc);
  });

  it('refuses conversion without PB_MANAGE_CUSTOMERS or PB_RED_LINE (Closer) when there is no baseline', async () => {
    const customer = await freshCustomerId(t);
    await assignCustomer(t, customer, CLOSER);
    const p = await createProposalAs(t, ADMIN, proposalBody(c, customer));
    const res = await put(CLOSER, updateBody(p, { isRedLine: true }));
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorReply>().message).toBe(M.redLineNotAllowed);
    expect((await post(CLOSER, proposalBody(c, customer, { isRedLine: true }))).statusCode).toBe(
      403,
    );
  });

  it("converts automatically for anyone when the customer's lead has a positive baseline", async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const res = await put(CLOSER, updateBody(p, { isRedLine: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json<ProposalView>().createdBy).toBe('Carl Closer');
  });

  it('has no way back (400)', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria, { isRedLine: true }));
    const res = await put(ADMIN, updateBody(p, { isRedLine: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorReply>().message).toBe(M.redLineNoWayBack);
  });
});

describe('Create Agreement', () => {
  it('passes the gating without marking a contract that does not exist yet', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    expect(p.agreementBlockers).toEqual([]);
    const res = await agreement(CLOSER, p.id);
    expect(res.statusCode, res.body).toBe(200);
    // isContractGenerated is set only when an agreement document is created (test/contracts).
    expect(res.json<ProposalView>().isContractGenerated).toBe(false);
  });

  it("refuses 'EPC too low' and warns about commissions below the baseline-derived minimum", async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria, { baseEpc: 2.9 }));
    expect(p.agreementBlockers).toEqual([M.epcTooLow]);
    expect(p.warnings).toEqual([M.commissionDeduction]);
    const res = await agreement(ADMIN, p.id);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorReply>().message).toBe('EPC too low');
    const fine = await createProposalAs(t, ADMIN, proposalBody(c, maria, { baseEpc: 4.5 }));
    expect(fine.warnings).toEqual([]);
  });

  it("refuses 'This is a redline proposal' at baseline 0 to users without PB_RED_LINE or PB_MANAGE_CUSTOMERS", async () => {
    const customer = await freshCustomerId(t);
    await assignCustomer(t, customer, CLOSER);
    await assignCustomer(t, customer, REP);
    const p = await createProposalAs(
      t,
      ADMIN,
      proposalBody(c, customer, { isRedLine: true, baseEpc: 3 }),
    );
    const closerView = (
      await t.app.inject({ url: `/api/Proposals/${p.id}`, headers: await t.as(CLOSER) })
    ).json<ProposalView>();
    expect(closerView.agreementBlockers).toContain(M.redLineProposal);
    const refused = await agreement(CLOSER, p.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorReply>().issues!.map((i) => i.message)).toContain(
      'This is a redline proposal',
    );
    expect((await agreement(REP, p.id)).statusCode).toBe(200);
  });

  it('answers 404 for a proposal the caller cannot see', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria, { isViewableByRep: false }));
    expect((await agreement(CLOSER, p.id)).statusCode).toBe(404);
  });
});

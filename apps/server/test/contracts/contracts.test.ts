import {
  BIDI_CONTROL_MESSAGE,
  ONBOARDING_MESSAGES as M,
  PHONE_NUMBER_MESSAGE,
  type Contract,
  type ContractChange,
  type OnboardingContext,
  type ProposalView,
  type TimeSlotsResponse,
} from '@pb/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmRecords, emailOutbox } from '../../src/db/schema/index';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { readPdfPages } from '../helpers/pdf-text';
import { ADMIN, CLOSER, createTestApp, DEVELOPER, type TestApp } from '../helpers/test-app';

let t: TestApp;
let c: ProposalCatalogue;
let maria: string;

beforeAll(async () => {
  t = await createTestApp();
  c = await loadProposalCatalogue(t);
  maria = await demoCustomerId(t, 'BSA-100201');
});
afterAll(() => t.close());

type ErrorReply = { code: string; message: string; issues?: { path: string; message: string }[] };

const call = async (
  email: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: await t.as(email),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const prequal = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  address: '2420 N 16th St',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85016',
  email: 'maria.alvarez@example.com',
  phone: '(602) 555-0142',
};

async function newOnboarding(overrides = {}) {
  const p = await createProposalAs(t, ADMIN, proposalBody(c, maria, overrides));
  const res = await call(CLOSER, 'PATCH', '/api/Contracts', { id: p.id, ...prequal });
  expect(res.statusCode, res.body).toBe(200);
  return { proposal: p, contract: res.json<Contract>() };
}

const tomorrowPlus = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
};

describe('Contracts', () => {
  it("answers 'Contract does not exist.' before the record exists", async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria));
    const res = await call(CLOSER, 'GET', `/api/Contracts/${p.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorReply>().message).toBe(M.contractDoesNotExist);
    const other = await call(CLOSER, 'GET', '/api/Contracts/00000000-0000-4000-8000-000000000001');
    expect(other.json<ErrorReply>().message).toBe(M.contractDoesNotExist);
  });

  it('creates, updates at the version read, and refuses a stale write with 409', async () => {
    const { contract } = await newOnboarding();
    // The phone is kept in E.164 (issue 33).
    expect(contract).toMatchObject({
      ...prequal,
      phone: '+16025550142',
      version: 0,
      loanId: '',
      emailSent: false,
    });
    const ok = await call(CLOSER, 'PATCH', '/api/Contracts', {
      id: contract.id,
      version: 0,
      phone: '(602) 555-0199',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Contract>()).toMatchObject({ phone: '+16025550199', version: 1 });
    const stale = await call(CLOSER, 'PATCH', '/api/Contracts', {
      id: contract.id,
      version: 0,
      phone: '(602) 555-0111',
    });
    expect(stale.statusCode).toBe(409);
    const again = await call(CLOSER, 'PATCH', '/api/Contracts', { id: contract.id, ...prequal });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a phone that is not a US number and a name that turns text around (issue 33)', async () => {
    const { contract } = await newOnboarding();
    const phone = await call(CLOSER, 'PATCH', '/api/Contracts', {
      id: contract.id,
      version: 0,
      phone: 'call me maybe',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json<ErrorReply>().issues).toContainEqual({
      path: 'body.phone',
      message: PHONE_NUMBER_MESSAGE,
    });
    const name = await call(CLOSER, 'PATCH', '/api/Contracts', {
      id: contract.id,
      version: 0,
      lastName: 'Alvarez\u202E',
    });
    expect(name.statusCode).toBe(400);
    expect(name.json<ErrorReply>().issues).toContainEqual({
      path: 'body.lastName',
      message: BIDI_CONTROL_MESSAGE,
    });
    const after = await call(CLOSER, 'GET', `/api/Contracts/${contract.id}`);
    expect(after.json<Contract>()).toMatchObject({ lastName: 'Alvarez', version: 0 });
  });

  it("refuses bad input with 400 ('Invalid email address') and changes nothing", async () => {
    const { contract } = await newOnboarding();
    const res = await call(CLOSER, 'PATCH', '/api/Contracts', {
      id: contract.id,
      version: 0,
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(M.invalidEmail);
    const after = await call(CLOSER, 'GET', `/api/Contracts/${contract.id}`);
    expect(after.json<Contract>()).toMatchObject({ email: prequal.email, version: 0 });
  });
});

describe('Credit', () => {
  it('takes the loan id the rep types (no lender API) and refuses an empty one', async () => {
    const { contract } = await newOnboarding();
    const empty = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/credit`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorReply>().message).toBe(M.loanNotFilledOut);
    const res = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/credit`, {
      loanId: 'GL-42',
    });
    expect(res.json<Contract>().loanId).toBe('GL-42');
  });

  it('remembers a skipped Credit: reopening opens on Agreement, not on Credit again', async () => {
    const { contract } = await newOnboarding();
    const context = async () =>
      (
        await call(CLOSER, 'GET', `/api/Contracts/${contract.id}/onboarding`)
      ).json<OnboardingContext>();
    // Pre-Qual is saved: the stepper opens on Credit (index 1 of a loan's five steps).
    expect((await context()).firstUnfinishedStep).toBe(1);
    const res = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/credit`, { skip: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<Contract>()).toMatchObject({ loanId: '', metaData: { creditSkipped: true } });
    expect((await context()).firstUnfinishedStep).toBe(2);
    // Skipping again changes nothing (no new version).
    const again = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/credit`, {
      skip: true,
    });
    expect(again.json<Contract>().version).toBe(res.json<Contract>().version);
  });
});

describe('Agreement with the built-in provider', () => {
  it('creates a document only from an available template, then marks isContractGenerated', async () => {
    const { proposal, contract } = await newOnboarding();
    const ctx = (
      await call(CLOSER, 'GET', `/api/Contracts/${contract.id}/onboarding`)
    ).json<OnboardingContext>();
    // Solex brand, customer in AZ: only the Solex … AZ template.
    expect(ctx.contractTemplates.map((x) => x.name)).toEqual([
      'Solex Residential Solar Agreement AZ',
    ]);
    const bad = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/documents`, {
      name: 'Alvarez agreement',
      contractTemplateId: 'builtin-solex-cash-purchase-agreement-tx',
      closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
    });
    expect(bad.statusCode).toBe(422);
    const before = await call(ADMIN, 'GET', `/api/Proposals/${proposal.id}`);
    expect(before.json<ProposalView>().isContractGenerated).toBe(false);

    const res = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/documents`, {
      name: 'Alvarez agreement',
      contractTemplateId: ctx.contractTemplates[0]!.id,
      closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<Contract>().pandaDocs[0]!;
    // A draft is sent at once.
    expect(doc.pandaDocStatus).toBe('sent');
    expect(doc.signingUrl).toMatch(/^\/sign\//);
    const after = await call(ADMIN, 'GET', `/api/Proposals/${proposal.id}`);
    expect(after.json<ProposalView>().isContractGenerated).toBe(true);
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.contractId, contract.id));
    expect(mail.map((m) => m.subject)).toEqual([M.sendSubject]);
    expect(mail[0]!.body).toContain(M.sendMessage);

    const notSigned = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/agreement`, {});
    expect(notSigned.json<ErrorReply>().message).toBe(M.documentNotSigned);

    const token = doc.signingUrl.split('/').pop()!;
    const view = await t.app.inject({ url: `/api/signing/${token}` });
    expect(view.json<{ status: string }>().status).toBe('viewed');
    const noConsent = await t.app.inject({
      method: 'POST',
      url: `/api/signing/${token}`,
      payload: { signerName: 'Maria Alvarez', signature: 'Maria Alvarez', consent: false },
    });
    expect(noConsent.statusCode).toBe(400);
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/signing/${token}`,
      payload: { signerName: 'Maria Alvarez', signature: 'Maria Alvarez', consent: true },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/signing/${token}`,
      payload: { signerName: 'Maria Alvarez', signature: 'Maria Alvarez', consent: true },
    });
    expect(twice.json<ErrorReply>().message).toBe(M.alreadySigned);

    const refreshed = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/documents/refresh`);
    expect(refreshed.json<Contract>()).toMatchObject({
      pandaDocId: doc.pandaDocId,
      pandaDocStatus: 'completed',
    });
    const chosen = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/agreement`, {});
    expect(chosen.statusCode).toBe(200);

    const pdf = await call(
      CLOSER,
      'GET',
      `/api/Contracts/${contract.id}/documents/${doc.pandaDocId}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = (await readPdfPages(pdf.rawPayload)).map(({ items }) =>
      items.map((it) => it.str).join(' '),
    );
    const all = pages.join('\n');
    const totalCost = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(
      Math.ceil(proposal.totalSystemCost - 1e-9),
    );
    expect(all).toContain('Maria Alvarez');
    expect(all).toContain(`Price.Total: ${totalCost}`);
    expect(pages[pages.length - 1]).toContain('Certificate of Completion');
    expect(pages[pages.length - 1]).toMatch(/Document SHA-256: [0-9a-f]{64}/);
  });
});

describe('several signed agreements', () => {
  it("asks 'Please select Agreement to use.' and takes the chosen one; a drawn signature is stamped", async () => {
    const { contract } = await newOnboarding();
    const ctx = (
      await call(CLOSER, 'GET', `/api/Contracts/${contract.id}/onboarding`)
    ).json<OnboardingContext>();
    const body = {
      name: 'Alvarez agreement',
      contractTemplateId: ctx.contractTemplates[0]!.id,
      closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
    };
    await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/documents`, body);
    const two = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/documents`, body);
    const docs = two.json<Contract>().pandaDocs;
    expect(docs).toHaveLength(2);
    // A 1×1 PNG as the drawn signature.
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    for (const [i, d] of docs.entries()) {
      const token = d.signingUrl.split('/').pop()!;
      await t.app.inject({ url: `/api/signing/${token}` });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/signing/${token}`,
        payload: { signerName: 'Maria Alvarez', signature: i === 0 ? png : 'Maria', consent: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refreshed = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/documents/refresh`);
    expect(refreshed.json<Contract>().pandaDocs.map((d) => d.pandaDocStatus)).toEqual([
      'completed',
      'completed',
    ]);
    expect(refreshed.json<Contract>().pandaDocId).toBe('');
    const none = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/agreement`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json<ErrorReply>().message).toBe(M.selectAgreement);
    const chosen = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/agreement`, {
      pandaDocId: docs[0]!.pandaDocId,
    });
    expect(chosen.json<Contract>()).toMatchObject({
      pandaDocId: docs[0]!.pandaDocId,
      pandaDocStatus: 'completed',
    });
    const pdf = await call(
      CLOSER,
      'GET',
      `/api/Contracts/${contract.id}/documents/${docs[0]!.pandaDocId}/pdf`,
    );
    const last = (await readPdfPages(pdf.rawPayload)).at(-1)?.items ?? [];
    const text = last.map((it) => it.str).join(' ');
    expect(text).toContain('Signature: Drawn');
  });
});

describe('Site survey and finish', () => {
  it('lists slots, books one, creates the CRM records once, sends the welcome email', async () => {
    const { contract } = await newOnboarding();
    const ctx = (
      await call(CLOSER, 'GET', `/api/Contracts/${contract.id}/onboarding`)
    ).json<OnboardingContext>();
    expect(ctx.areaGroup?.name).toBe('Phoenix');
    const date = tomorrowPlus(2);
    const slots = await call(
      CLOSER,
      'GET',
      `/api/AreaGroups/GetAvailableTimeSlots?areaId=${ctx.areaGroup!.id}&siteSurveyDate=${date}`,
    );
    const body = slots.json<TimeSlotsResponse>();
    expect(body.areaGroupName).toBe('Phoenix');
    expect(body.timeSlots.find((s) => s.startTime === '15:00')!.availability).toBe(0);
    const full = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: ctx.areaGroup!.id,
      siteSurveyDate: date,
      startTime: '15:00',
    });
    expect(full.statusCode).toBe(409);
    const res = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: ctx.areaGroup!.id,
      siteSurveyDate: date,
      startTime: '13:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<Contract>();
    expect(done.salesforceID).not.toBe('');
    expect(done.siteSurvey).toMatchObject({ siteSurveyDate: date, startTime: '13:00' });
    // Retrying changes nothing: still one opportunity.
    const again = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: ctx.areaGroup!.id,
      siteSurveyDate: date,
      startTime: '13:00',
    });
    expect(again.json<Contract>().salesforceID).toBe(done.salesforceID);
    const opps = await t.db.select().from(crmRecords).where(eq(crmRecords.kind, 'opportunity'));
    expect(
      opps.filter((o) => o.payload.email === prequal.email && o.id === done.salesforceID),
    ).toHaveLength(1);
    const after = await call(
      CLOSER,
      'GET',
      `/api/AreaGroups/GetAvailableTimeSlots?areaId=${ctx.areaGroup!.id}&siteSurveyDate=${date}`,
    );
    expect(
      after.json<TimeSlotsResponse>().timeSlots.find((s) => s.startTime === '13:00')!.availability,
    ).toBe(0);

    const mail = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/welcomeEmail`);
    expect(mail.json<Contract>().emailSent).toBe(true);
    const emails = await call(ADMIN, 'GET', `/api/Contracts/${contract.id}/emails`);
    expect(emails.json<{ to: string }[]>().map((e) => e.to)).toEqual([prequal.email]);
  });
});

describe('skipping the site survey', () => {
  it('still creates the opportunity and install, without a survey, and reopens past the step', async () => {
    const { contract } = await newOnboarding();
    const res = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      skip: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<Contract>();
    expect(done.siteSurvey).toBeNull();
    expect(done.salesforceID).not.toBe('');
    const surveys = await t.db.select().from(crmRecords).where(eq(crmRecords.kind, 'siteSurvey'));
    expect(
      surveys.filter(
        (r) =>
          r.payload.email === prequal.email &&
          r.payload.proposalLink === `/public/proposal/${contract.id}`,
      ),
    ).toHaveLength(0);
    const ctx = (
      await call(CLOSER, 'GET', `/api/Contracts/${contract.id}/onboarding`)
    ).json<OnboardingContext>();
    expect(ctx.surveySkipped).toBe(true);
  });

  it('refuses a survey date that is not after today', async () => {
    const { contract } = await newOnboarding();
    const ctx = (
      await call(CLOSER, 'GET', `/api/Contracts/${contract.id}/onboarding`)
    ).json<OnboardingContext>();
    const res = await call(CLOSER, 'POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: ctx.areaGroup!.id,
      siteSurveyDate: '2020-01-01',
      startTime: '08:00',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('Contract fix screen', () => {
  it('is for Admin and Developer only and records the change history', async () => {
    const { contract } = await newOnboarding();
    const body = {
      version: 0,
      loanId: 'FIXED-1',
      pandaDocIds: ['doc-a'],
      salesforceID: 'SF-9',
      siteSurvey: null,
    };
    const closer = await call(CLOSER, 'PATCH', `/api/Contracts/${contract.id}/fix`, body);
    expect(closer.statusCode).toBe(403);
    expect((await call(CLOSER, 'GET', `/api/Contracts/${contract.id}/history`)).statusCode).toBe(
      403,
    );
    const admin = await call(ADMIN, 'PATCH', `/api/Contracts/${contract.id}/fix`, body);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json<Contract>()).toMatchObject({ loanId: 'FIXED-1', salesforceID: 'SF-9' });
    const stale = await call(DEVELOPER, 'PATCH', `/api/Contracts/${contract.id}/fix`, body);
    expect(stale.statusCode).toBe(409);
    const history = (await call(DEVELOPER, 'GET', `/api/Contracts/${contract.id}/history`)).json<
      ContractChange[]
    >();
    const loan = history.find((h) => h.field === 'loanId')!;
    expect(loan).toMatchObject({ changedBy: 'Ada Admin', before: '', after: 'FIXED-1' });
    expect(history.find((h) => h.field === 'salesforceID')).toMatchObject({
      before: '',
      after: 'SF-9',
    });
  });
});

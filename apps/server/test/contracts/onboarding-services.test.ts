import { mariaContract } from '../helpers/contract-factory';
import {
  ONBOARDING_MESSAGES as M,
  type Contract,
  type ContractChange,
  type CrmOutboxPage,
  type OnboardingContext,
} from '@pb/core';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, contractTemplates } from '../../src/db/schema/index';
import { staleVersion } from '../../src/errors';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The real HTTP clients (lender, CRM/home/site-survey, PandaDoc) against local fakes of the
 * shapes in integrations.md and spec 3 §7.
 */
let t: TestApp;
let c: ProposalCatalogue;
let maria: string;
let lender: FakeServer;
let crm: FakeServer;
let pandadoc: FakeServer;

const loans = new Map<string, { id: string; status: string }[]>();
let opportunityFailures = 0;
const opportunities = new Map<string, string>();
/** Every record the fake CRM created, counted per call whatever its idempotency key. */
const created = { opportunities: 0, installs: 0, surveys: 0 };
let crmDown = false;
/** The fake CRM's answer to an opportunity while set: rate limited for an hour, or refused. */
let opportunityAnswer: 'rate-limited' | 'refused' | null = null;
let portalDown = false;
/** Holds the site-survey answer this long (two senders overlap). */
let surveyDelayMs = 0;
/** The fake PandaDoc's documents, with the metadata each was created with. */
const docs = new Map<
  string,
  { name: string; status: string; polls: number; metadata: Record<string, string> }
>();
/** Every document the fake PandaDoc created (it never forgets one, as the real one would not). */
let documentsCreated = 0;
/** Holds the create's answer this long (a second request arrives meanwhile). */
let createDelayMs = 0;
/** Creates the document, then answers 502 (an answer lost on its way back). */
let loseCreateAnswer = false;
const TEMPLATE_ID = 'pd-tpl-solex-az';
let refuseSend = false;

beforeAll(async () => {
  lender = await startFakeServer(({ url, headers }) => {
    if (headers.authorization !== 'Bearer lender-key') return [401, { message: 'no' }];
    if (url.pathname !== '/loans') return [404, {}];
    return [200, loans.get(url.searchParams.get('referenceNumber') ?? '') ?? []];
  });
  crm = await startFakeServer(async ({ method, url, body, headers }) => {
    if (headers.authorization !== 'Bearer crm-token') return [401, { message: 'no' }];
    if (crmDown && method === 'POST') return [503, { message: 'down' }];
    if (method === 'POST' && url.pathname === '/Opportunities') {
      if (opportunityAnswer === 'rate-limited')
        return [429, { message: 'slow down' }, { 'retry-after': '3600' }];
      if (opportunityAnswer === 'refused') return [400, { message: 'bsaId is not valid' }];
      if (opportunityFailures > 0) {
        opportunityFailures--;
        return [503, { message: 'busy' }];
      }
      const key = String(headers['idempotency-key']);
      if (!opportunities.has(key)) opportunities.set(key, `OPP-${opportunities.size + 1}`);
      created.opportunities++;
      return [201, { id: opportunities.get(key) }];
    }
    if (method === 'POST' && url.pathname === '/CustomerInstalls') {
      created.installs++;
      return [201, { id: 77 }];
    }
    if (method === 'POST' && url.pathname === '/SiteSurveys') {
      if (surveyDelayMs > 0) await new Promise((r) => setTimeout(r, surveyDelayMs));
      created.surveys++;
      return [201, { id: 'SS-1' }];
    }
    if (method === 'POST' && url.pathname === '/CustomerInstalls/77/Adders') return [200, {}];
    if (method === 'POST' && url.pathname === '/notifications/NewCustomerPortalOnboarding')
      return portalDown ? [503, { message: 'portal down' }] : [200, {}];
    if (method === 'GET' && url.pathname === '/AreaGroups/GetAvailableTimeSlots') {
      return [
        200,
        {
          areaGroupId: url.searchParams.get('areaId'),
          areaGroupName: 'Phoenix Metro',
          timeSlots: [
            { startTime: '09:00', availability: 2 },
            { startTime: '11:00', availability: 0 },
          ],
        },
      ];
    }
    return [404, { body }];
  });
  pandadoc = await startFakeServer(async ({ method, url, body, headers }) => {
    if (headers.authorization !== 'API-Key pd-key') return [401, { type: 'auth', detail: 'no' }];
    if (method === 'GET' && url.pathname === '/templates') {
      const page = url.searchParams.get('page');
      return [
        200,
        page === '1'
          ? {
              results: [
                {
                  id: TEMPLATE_ID,
                  name: 'Solex Agreement AZ',
                  date_created: '2025-01-01',
                  date_modified: '2025-01-01',
                  version: '1',
                },
              ],
            }
          : { results: [] },
      ];
    }
    if (method === 'POST' && url.pathname === '/documents') {
      const b = JSON.parse(body) as {
        name: string;
        template_uuid: string;
        recipients: { role: string }[];
        metadata?: Record<string, string>;
      };
      if (b.template_uuid !== TEMPLATE_ID) return [400, { type: 'validation', detail: 'template' }];
      if (b.recipients.map((r) => r.role).join() !== 'Sales Rep,Customer') return [400, {}];
      const id = `doc-${documentsCreated + 1}`;
      docs.set(id, {
        name: b.name,
        status: 'document.uploaded',
        polls: 0,
        metadata: b.metadata ?? {},
      });
      documentsCreated++;
      if (createDelayMs > 0) await new Promise((r) => setTimeout(r, createDelayMs));
      if (loseCreateAnswer) return [502, { type: 'gateway', detail: 'lost' }];
      return [
        201,
        { id, name: b.name, status: 'document.uploaded', date_created: '2026-11-24T10:00:00Z' },
      ];
    }
    if (method === 'GET' && url.pathname === '/documents') {
      // List Documents: `metadata_<key>=<value>` keeps the documents whose metadata has it.
      const filters = [...url.searchParams].filter(([k]) => k.startsWith('metadata_'));
      const results = [...docs]
        .filter(([, d]) => filters.every(([k, v]) => d.metadata[k.slice(9)] === v))
        .map(([id, d]) => ({
          id,
          name: d.name,
          status: d.status,
          date_created: '2026-11-24T10:00:00Z',
        }));
      return [200, { results }];
    }
    const m = /^\/documents\/([^/]+)(\/send)?$/.exec(url.pathname);
    const doc = m ? docs.get(m[1]!) : undefined;
    if (!doc) return [404, { type: 'not_found', detail: 'no' }];
    if (method === 'GET') {
      // uploaded for one poll, then draft (PandaDoc's asynchronous creation).
      if (doc.status === 'document.uploaded' && ++doc.polls > 1) doc.status = 'document.draft';
      return [
        200,
        { id: m![1], name: 'x', status: doc.status, date_created: '2026-11-24T10:00:00Z' },
      ];
    }
    if (method === 'POST' && m![2]) {
      if (refuseSend) return [400, { type: 'request_error', detail: 'no recipients' }];
      if (doc.status !== 'document.draft')
        return [409, { type: 'state_error', detail: 'not draft' }];
      const b = JSON.parse(body) as { message: string; subject: string; silent: boolean };
      if (b.message !== M.sendMessage || b.subject !== M.sendSubject || b.silent !== false)
        return [400, {}];
      doc.status = 'document.sent';
      return [200, { id: m![1], status: 'document.sent' }];
    }
    return [404, {}];
  });
  t = await createTestApp({
    env: {
      LENDER_API_URL: lender.url,
      LENDER_API_KEY: 'lender-key',
      CRM_API_URL: crm.url,
      CRM_API_TOKEN: 'crm-token',
      SITE_SURVEY_API_URL: crm.url,
      SITE_SURVEY_API_TOKEN: 'crm-token',
      OUTSIDE_API_RETRIES: '2',
      OUTSIDE_API_TIMEOUT_MS: '2000',
      PANDADOC_API_KEY: 'pd-key',
      PANDADOC_BASE_URL: pandadoc.url,
      // The queue runs only when the test drains it; a failed push is due again within 40 ms.
      JOBS_POLL_MS: '0',
      JOBS_BACKOFF_BASE_MS: '10',
      JOBS_BACKOFF_MAX_MS: '40',
    },
  });
  c = await loadProposalCatalogue(t);
  maria = await demoCustomerId(t, 'BSA-100201');
  await t.db.insert(contractTemplates).values({
    pandadocId: TEMPLATE_ID,
    fields: [
      { pandadocFieldId: 'f1', name: 'Client.FullName', value: 'customerFullName' },
      { pandadocFieldId: 'f2', name: 'Price.Total', value: 'totalCost' },
    ],
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([lender.close(), crm.close(), pandadoc.close()]);
});

const call = async (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  as: string = CLOSER,
) =>
  t.app.inject({
    method,
    url,
    headers: await t.as(as),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** The job queue's background run on any instance, once the failed push's backoff is over. */
async function backgroundRetry() {
  await new Promise((r) => setTimeout(r, 60));
  await t.app.jobs.drain();
}

const crmOutbox = async () =>
  (await call('GET', '/api/crm/outbox?pageSize=100', undefined, ADMIN)).json<CrmOutboxPage>().items;

async function onboarding(financeOption = c.loan) {
  const p = await createProposalAs(
    t,
    ADMIN,
    proposalBody(c, maria, { details: { ...proposalBody(c, maria).details, financeOption } }),
  );
  const res = await call('PATCH', '/api/Contracts', mariaContract(p.id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Contract>();
}

describe('lender client', () => {
  it("takes the APPROVED loan; else 'Loan was not approved' / 'Loan has not been filled out yet'", async () => {
    const contract = await onboarding();
    const ctx = (
      await call('GET', `/api/Contracts/${contract.id}/onboarding`)
    ).json<OnboardingContext>();
    expect(ctx).toMatchObject({ lender: 'Goodleap', lenderLookup: true, isCash: false });
    const none = await call('POST', `/api/Contracts/${contract.id}/credit`, {});
    expect(none.json<{ message: string }>().message).toBe(M.loanNotFilledOut);
    loans.set(contract.id, [{ id: 'L-1', status: 'PENDING' }]);
    const pending = await call('POST', `/api/Contracts/${contract.id}/credit`, {});
    expect(pending.json<{ message: string }>().message).toBe(M.loanNotApproved);
    loans.set(contract.id, [
      { id: 'L-1', status: 'DECLINED' },
      { id: 'L-2', status: 'APPROVED' },
    ]);
    const ok = await call('POST', `/api/Contracts/${contract.id}/credit`, {
      loanId: 'typed-ignored',
    });
    expect(ok.json<Contract>().loanId).toBe('L-2');
    expect(lender.requests.at(-1)!.url).toBe(`/loans?referenceNumber=${contract.id}`);
  });

  it('sets SunLight and Enium without asking a lender', async () => {
    const options = await (
      await t.app.inject({ url: '/api/FinanceOptions', headers: await t.as(ADMIN) })
    ).json<(typeof c.loan)[]>();
    const sunlight = options.find((o) => o.name.startsWith('Sunlight'))!;
    const contract = await onboarding(sunlight);
    const res = await call('POST', `/api/Contracts/${contract.id}/credit`, {});
    expect(res.json<Contract>().loanId).toBe('SunLight');
  });
});

describe('CRM client and outbox', () => {
  it('creates exactly one opportunity when the CRM fails twice then succeeds', async () => {
    const contract = await onboarding();
    opportunityFailures = 2;
    const before = opportunities.size;
    const res = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: 'AZ-PHX',
      siteSurveyDate: '2099-01-05',
      startTime: '09:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(opportunities.size).toBe(before + 1);
    expect(res.json<Contract>().salesforceID).toBe(`OPP-${before + 1}`);
    const posts = crm.requests.filter((r) => r.url === '/Opportunities').slice(-3);
    expect(new Set(posts.map((p) => p.headers['idempotency-key'])).size).toBe(1);
    const install = crm.requests.filter((r) => r.url === '/CustomerInstalls').at(-1)!;
    expect(JSON.parse(install.body)).toMatchObject({
      departmentStage: 'Site Survey',
      siteSurveyTime: '09:00',
    });
    const opp = JSON.parse(posts.at(-1)!.body);
    expect(opp).toMatchObject({
      stageName: 'Follow Up',
      fullName: 'Maria Alvarez',
      state: 'AZ',
      bsaId: 'BSA-100201',
    });
  });

  it("answers 'Failed to complete customer onboarding…' when the CRM stays down, and a retry finishes without a second opportunity", async () => {
    const contract = await onboarding();
    opportunityFailures = 3; // more than the client's 2 retries
    const before = opportunities.size;
    const fail = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: 'AZ-PHX',
      siteSurveyDate: '2099-01-06',
      startTime: '09:00',
    });
    expect(fail.statusCode).toBe(502);
    expect(fail.json<{ message: string }>().message).toBe(M.onboardingFailed);
    const retry = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: 'AZ-PHX',
      siteSurveyDate: '2099-01-06',
      startTime: '09:00',
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const again = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: 'AZ-PHX',
      siteSurveyDate: '2099-01-06',
      startTime: '09:00',
    });
    expect(again.json<Contract>().salesforceID).toBe(retry.json<Contract>().salesforceID);
    expect(opportunities.size).toBe(before + 1);
  });

  it('retries the queue in the background and stores the opportunity id when the CRM is back', async () => {
    const contract = await onboarding();
    opportunityFailures = 3;
    const before = opportunities.size;
    const fail = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: 'AZ-PHX',
      siteSurveyDate: '2099-01-07',
      startTime: '09:00',
    });
    expect(fail.statusCode).toBe(502);
    expect((await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>().salesforceID).toBe(
      '',
    );
    await backgroundRetry();
    const after = (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>();
    expect(after.salesforceID).toBe(`OPP-${before + 1}`);
    const history = (
      await call('GET', `/api/Contracts/${contract.id}/history`, undefined, ADMIN)
    ).json<ContractChange[]>();
    expect(history.find((h) => h.field === 'salesforceID')).toMatchObject({
      changedBy: 'Onboarding outbox',
      after: `OPP-${before + 1}`,
    });
    await backgroundRetry();
    expect(opportunities.size).toBe(before + 1);
  });

  it('pushes each record exactly once through a CRM outage and its recovery', async () => {
    const contract = await onboarding();
    const before = { ...created };
    crmDown = true;
    try {
      const fail = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, {
        areaGroupId: 'AZ-PHX',
        siteSurveyDate: '2099-01-08',
        startTime: '09:00',
      });
      expect(fail.statusCode).toBe(502);
      // The background retries while the CRM is still down create nothing.
      await backgroundRetry();
      await backgroundRetry();
      expect(created).toEqual(before);
    } finally {
      crmDown = false;
    }
    // Recovery: the retry pushes the opportunity, the install and the survey; retries after it
    // and the same request again push nothing more.
    await backgroundRetry();
    expect(
      (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>().salesforceID,
    ).toMatch(/^OPP-\d+$/);
    await backgroundRetry();
    const again = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, {
      areaGroupId: 'AZ-PHX',
      siteSurveyDate: '2099-01-08',
      startTime: '09:00',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Contract>().salesforceID).toMatch(/^OPP-\d+$/);
    expect({
      opportunities: created.opportunities - before.opportunities,
      installs: created.installs - before.installs,
      surveys: created.surveys - before.surveys,
    }).toEqual({ opportunities: 1, installs: 1, surveys: 1 });
  });

  // One job per contract, claimed by one sender (decision 0067): the request and the background
  // retry (possibly on another instance) do not both send it, whatever the CRM does with a
  // repeated idempotency key (this fake counts every record).
  it('sends a record once when the request and the background retry overlap', async () => {
    const contract = await onboarding();
    const body = { areaGroupId: 'AZ-PHX', siteSurveyDate: '2099-01-09', startTime: '09:00' };
    crmDown = true;
    try {
      expect(
        (await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, body)).statusCode,
      ).toBe(502);
    } finally {
      crmDown = false;
    }
    const before = created.surveys;
    surveyDelayMs = 300;
    try {
      const [, again] = await Promise.all([
        backgroundRetry(),
        call('POST', `/api/Contracts/${contract.id}/siteSurvey`, body),
      ]);
      // Whichever of the two finishes the push records the opportunity: never a 409 for the rep.
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().salesforceID).toMatch(/^OPP-\d+$/);
    } finally {
      surveyDelayMs = 0;
    }
    expect(created.surveys - before).toBe(1);
  });

  it("waits as long as the CRM's Retry-After asks, and shows the push in the admin Outbox", async () => {
    const contract = await onboarding();
    const body = { areaGroupId: 'AZ-PHX', siteSurveyDate: '2099-01-10', startTime: '09:00' };
    opportunityAnswer = 'rate-limited';
    try {
      const started = Date.now();
      const fail = await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, body);
      expect(fail.statusCode).toBe(502);
      // One call: a 429 asking for an hour is not retried by the client either.
      expect(Date.now() - started).toBeLessThan(1_500);
      const push = (await crmOutbox()).find((i) => i.contractId === contract.id)!;
      expect(push).toMatchObject({
        kind: 'crm-onboarding',
        customerName: 'Maria Alvarez',
        status: 'failed',
        attempts: 1,
      });
      expect(push.error).toContain('HTTP 429');
      const wait = Date.parse(push.nextAttemptAt!) - Date.now();
      expect(wait).toBeGreaterThan(3_500_000);
      expect(wait).toBeLessThanOrEqual(3_600_000);
      expect(push.steps.map((st) => [st.kind, st.status])).toEqual([
        ['opportunity', 'failed'],
        ['customerInstall', 'pending'],
        ['siteSurvey', 'pending'],
        ['adders', 'pending'],
      ]);
      // The backoff (10–40 ms here) does not apply: nothing runs before the hour is over.
      const posts = crm.requests.length;
      await backgroundRetry();
      expect(crm.requests.length).toBe(posts);
    } finally {
      opportunityAnswer = null;
    }
    // An admin's Retry runs it now.
    const retry = await call(
      'POST',
      `/api/crm/outbox/${(await crmOutbox()).find((i) => i.contractId === contract.id)!.id}/retry`,
      undefined,
      ADMIN,
    );
    expect(retry.statusCode, retry.body).toBe(200);
    await t.app.jobs.drain();
    const done = (await crmOutbox()).find((i) => i.contractId === contract.id)!;
    expect(done.status).toBe('sent');
    expect(done.steps.every((st) => st.status === 'done')).toBe(true);
    expect(done.steps[0]!.crmId).toMatch(/^OPP-\d+$/);
    expect((await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>().salesforceID).toBe(
      done.steps[0]!.crmId,
    );
  });

  it('stops at a refusal for good (dead, with the reason) until an admin retries it', async () => {
    const contract = await onboarding();
    const body = { areaGroupId: 'AZ-PHX', siteSurveyDate: '2099-01-11', startTime: '09:00' };
    const before = { ...created };
    opportunityAnswer = 'refused';
    try {
      expect(
        (await call('POST', `/api/Contracts/${contract.id}/siteSurvey`, body)).statusCode,
      ).toBe(502);
      await backgroundRetry();
      const dead = (await crmOutbox()).find((i) => i.contractId === contract.id)!;
      expect(dead).toMatchObject({ status: 'dead', attempts: 1, nextAttemptAt: null });
      expect(dead.error).toContain('HTTP 400');
      // Nothing retries a dead push in the background.
      await backgroundRetry();
      expect((await crmOutbox()).find((i) => i.contractId === contract.id)!.attempts).toBe(1);
      // Only an admin may retry it; a sent push cannot be retried; another id is 404.
      expect(
        (await call('POST', `/api/crm/outbox/${dead.id}/retry`, undefined, CLOSER)).statusCode,
      ).toBe(403);
      expect(
        (await call('POST', `/api/crm/outbox/999999999/retry`, undefined, ADMIN)).statusCode,
      ).toBe(404);
    } finally {
      opportunityAnswer = null;
    }
    const dead = (await crmOutbox()).find((i) => i.contractId === contract.id)!;
    expect(
      (await call('POST', `/api/crm/outbox/${dead.id}/retry`, undefined, ADMIN)).statusCode,
    ).toBe(200);
    await t.app.jobs.drain();
    expect(
      (await call('POST', `/api/crm/outbox/${dead.id}/retry`, undefined, ADMIN)).statusCode,
    ).toBe(409);
    expect(
      (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>().salesforceID,
    ).toMatch(/^OPP-\d+$/);
    expect({
      opportunities: created.opportunities - before.opportunities,
      installs: created.installs - before.installs,
      surveys: created.surveys - before.surveys,
    }).toEqual({ opportunities: 1, installs: 1, surveys: 1 });
  });

  it('tells the customer portal once, in the background, through a portal outage', async () => {
    const contract = await onboarding();
    const portalCalls = () =>
      crm.requests.filter((r) => r.url === '/notifications/NewCustomerPortalOnboarding');
    const before = portalCalls().length;
    portalDown = true;
    try {
      // The welcome email is the step; the portal's outage does not fail it.
      const sent = await call('POST', `/api/Contracts/${contract.id}/welcomeEmail`);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<Contract>().emailSent).toBe(true);
      await t.app.jobs.drain();
      const waiting = (await crmOutbox()).find(
        (i) => i.contractId === contract.id && i.kind === 'portal-onboarding',
      )!;
      expect(waiting).toMatchObject({ status: 'failed', customerName: 'Maria Alvarez' });
      expect(waiting.error).toContain('HTTP 503');
    } finally {
      portalDown = false;
    }
    // Send Again does not queue a second call.
    expect((await call('POST', `/api/Contracts/${contract.id}/welcomeEmail`)).statusCode).toBe(200);
    await backgroundRetry();
    await backgroundRetry();
    const ok = portalCalls().slice(before);
    expect(ok.length).toBeGreaterThanOrEqual(2); // the refused attempts and the one that worked
    expect(new Set(ok.map((r) => r.headers['idempotency-key']))).toEqual(
      new Set([`portal:${contract.id}`]),
    );
    const pushes = (await crmOutbox()).filter(
      (i) => i.contractId === contract.id && i.kind === 'portal-onboarding',
    );
    expect(pushes.map((p) => p.status)).toEqual(['sent']);
  });

  it('reads time slots from the site-survey API', async () => {
    const res = await call(
      'GET',
      '/api/AreaGroups/GetAvailableTimeSlots?areaId=AZ-PHX&siteSurveyDate=2099-01-05',
    );
    expect(res.json()).toEqual({
      areaGroupId: 'AZ-PHX',
      areaGroupName: 'Phoenix Metro',
      timeSlots: [
        { startTime: '09:00', availability: 2 },
        { startTime: '11:00', availability: 0 },
      ],
    });
  });
});

/** Generate Agreement's body for the demo onboarding: the AZ template, Carl the closer. */
const AGREEMENT_BODY = {
  name: 'Alvarez',
  contractTemplateId: TEMPLATE_ID,
  closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
};
const generateAgreement = (contractId: string) =>
  call('POST', `/api/Contracts/${contractId}/documents`, AGREEMENT_BODY);

describe('PandaDoc documents', () => {
  it('creates from the template with both recipients and mapped fields, sends the draft, tracks status', async () => {
    const contract = await onboarding();
    const ctx = (
      await call('GET', `/api/Contracts/${contract.id}/onboarding`)
    ).json<OnboardingContext>();
    expect(ctx.contractTemplates).toEqual([{ id: TEMPLATE_ID, name: 'Solex Agreement AZ' }]);
    const res = await generateAgreement(contract.id);
    expect(res.statusCode, res.body).toBe(200);
    const created = JSON.parse(
      pandadoc.requests.find((r) => r.method === 'POST' && r.url === '/documents')!.body,
    );
    expect(created.fields['Client.FullName']).toEqual({ value: 'Maria Alvarez' });
    expect(created.fields['Price.Total'].value).toMatch(/^\d{1,3}(,\d{3})*$/);
    expect(res.json<Contract>().pandaDocs[0]!.pandaDocStatus).toBe('uploaded');
    const second = await call('POST', `/api/Contracts/${contract.id}/documents/refresh`);
    expect(second.json<Contract>().pandaDocs[0]!.pandaDocStatus).toBe('sent');
  });

  it('two overlapping refreshes of a draft send it once and neither marks it failed', async () => {
    const contract = await onboarding();
    await generateAgreement(contract.id);
    // The first refresh finds it uploaded; it is a draft from then on.
    await call('POST', `/api/Contracts/${contract.id}/documents/refresh`);
    const id = (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>().pandaDocs[0]!
      .pandaDocId;
    docs.get(id)!.status = 'document.draft';
    // Both see the draft; PandaDoc refuses the second send (409, no longer a draft).
    const replies = await Promise.all([
      call('POST', `/api/Contracts/${contract.id}/documents/refresh`),
      call('POST', `/api/Contracts/${contract.id}/documents/refresh`),
    ]);
    for (const r of replies) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json<Contract>().pandaDocs[0]!.pandaDocStatus).toBe('sent');
    }
    const stored = (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>();
    expect(stored.pandaDocs[0]!.pandaDocStatus).toBe('sent');
  });

  it("marks a document failed when sending it fails ('Failed to send agreement.')", async () => {
    const contract = await onboarding();
    await generateAgreement(contract.id);
    refuseSend = true;
    try {
      const res = await call('POST', `/api/Contracts/${contract.id}/documents/refresh`);
      expect(res.json<Contract>().pandaDocs[0]!.pandaDocStatus).toBe('failed');
      const after = await call('POST', `/api/Contracts/${contract.id}/documents/refresh`);
      expect(after.json<Contract>().pandaDocs[0]!.pandaDocStatus).toBe('failed');
    } finally {
      refuseSend = false;
    }
  });

  it("keeps the previous record when the status check fails ('Could not get Document Status.')", async () => {
    const contract = await onboarding();
    await generateAgreement(contract.id);
    const id = (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>().pandaDocs[0]!
      .pandaDocId;
    docs.delete(id); // the provider now answers 404
    const res = await call('POST', `/api/Contracts/${contract.id}/documents/refresh`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Contract>().pandaDocs[0]!.pandaDocStatus).toBe('uploaded');
  });
});

/**
 * What the later of two concurrent Generate Agreements may be told: the first is creating the
 * document, or (slower still) the first has recorded it and the contract changed meanwhile.
 */
const BUSY = [M.agreementBeingCreated, staleVersion('contract').message];

describe('PandaDoc: one document per intent (decision 0067)', () => {
  const body = AGREEMENT_BODY;
  const price = {
    proposalId: 'p',
    proposalNumber: 7,
    totalSystemCost: 30_000,
    outOfPocketCost: 0,
    loanAmount: 30_000,
    loanMonthlyPayment: 150,
  };
  /** What a request that died after writing its intent leaves in the contract. */
  async function plantIntent(contractId: string, ageMs: number) {
    const intent = {
      key: `agreement:${contractId}:${randomUUID()}`,
      name: body.name,
      templateId: TEMPLATE_ID,
      startedAt: new Date(Date.now() - ageMs).toISOString(),
      price,
    };
    await t.db
      .update(contracts)
      .set({ metaData: { documentIntent: intent } })
      .where(eq(contracts.id, contractId));
    return intent;
  }
  /** A document PandaDoc made under the key before the request died. */
  function createdAtPandaDoc(key: string) {
    const id = `doc-${++documentsCreated}`;
    docs.set(id, {
      name: body.name,
      status: 'document.draft',
      polls: 0,
      metadata: { pb_intent: key },
    });
    return id;
  }
  const intentOf = async (contractId: string) =>
    (await call('GET', `/api/Contracts/${contractId}`)).json<Contract>().metaData.documentIntent;

  it('sends the intent key as metadata and finds a pending one’s document by it: adopted, not made again', async () => {
    const contract = await onboarding();
    const first = await call('POST', `/api/Contracts/${contract.id}/documents`, body);
    expect(first.statusCode, first.body).toBe(200);
    const sent = JSON.parse(
      pandadoc.requests.filter((r) => r.method === 'POST' && r.url === '/documents').at(-1)!.body,
    ) as { metadata: { pb_intent: string } };
    expect(sent.metadata.pb_intent).toMatch(new RegExp(`^agreement:${contract.id}:[0-9a-f-]{36}$`));
    expect(await intentOf(contract.id)).toBeUndefined();

    const other = await onboarding();
    const intent = await plantIntent(other.id, 1_000);
    const docId = createdAtPandaDoc(intent.key);
    const before = documentsCreated;
    const res = await call('POST', `/api/Contracts/${other.id}/documents`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(documentsCreated).toBe(before);
    expect(
      pandadoc.requests.some(
        (r) => r.url === `/documents?metadata_pb_intent=${encodeURIComponent(intent.key)}`,
      ),
    ).toBe(true);
    const recorded = res.json<Contract>();
    expect(recorded.pandaDocs).toHaveLength(1);
    expect(recorded.pandaDocs[0]).toMatchObject({ pandaDocId: docId, name: body.name, price });
    // Recorded as a fresh one is: the draft is sent, the intent cleared, the name kept.
    expect(recorded.pandaDocs[0]!.pandaDocStatus).toBe('sent');
    expect(recorded.contractId).toBe(body.name);
    expect(recorded.metaData.documentIntent).toBeUndefined();
  });

  it('answers 409 to a young pending intent with no document yet, and creates nothing', async () => {
    const contract = await onboarding();
    const intent = await plantIntent(contract.id, 2_000);
    const before = documentsCreated;
    const res = await call('POST', `/api/Contracts/${contract.id}/documents`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(M.agreementBeingCreated);
    expect(documentsCreated).toBe(before);
    const after = (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>();
    expect(after.pandaDocs).toEqual([]);
    expect(after.metaData.documentIntent).toEqual(intent);
  });

  it('replaces an abandoned intent (old, nothing at PandaDoc) and creates one document', async () => {
    const contract = await onboarding();
    const old = await plantIntent(contract.id, 5 * 60_000);
    const before = documentsCreated;
    const res = await call('POST', `/api/Contracts/${contract.id}/documents`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(documentsCreated).toBe(before + 1);
    const made = [...docs].filter(([id]) => id === res.json<Contract>().pandaDocs[0]!.pandaDocId);
    expect(made).toHaveLength(1);
    expect(made[0]![1].metadata.pb_intent).not.toBe(old.key);
    expect(res.json<Contract>().pandaDocs).toHaveLength(1);
    expect(res.json<Contract>().metaData.documentIntent).toBeUndefined();
  });

  it('two concurrent Generate Agreements create one document', async () => {
    const contract = await onboarding();
    const before = documentsCreated;
    createDelayMs = 300;
    try {
      const replies = await Promise.all([
        call('POST', `/api/Contracts/${contract.id}/documents`, body),
        call('POST', `/api/Contracts/${contract.id}/documents`, body),
      ]);
      // The second finds the first's intent: refused while PandaDoc has nothing under its key,
      // or answered with the first's document once PandaDoc has it.
      expect(replies.map((r) => r.statusCode)).toContain(200);
      for (const r of replies.filter((x) => x.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(BUSY).toContain(r.json<{ message: string }>().message);
      }
    } finally {
      createDelayMs = 0;
    }
    expect(documentsCreated).toBe(before + 1);
    const after = (await call('GET', `/api/Contracts/${contract.id}`)).json<Contract>();
    expect(after.pandaDocs).toHaveLength(1);
    expect(after.metaData.documentIntent).toBeUndefined();
  });

  it('an answer lost after PandaDoc created the document: found by its key and recorded once', async () => {
    const contract = await onboarding();
    const before = documentsCreated;
    loseCreateAnswer = true;
    let res;
    try {
      res = await call('POST', `/api/Contracts/${contract.id}/documents`, body);
    } finally {
      loseCreateAnswer = false;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(documentsCreated).toBe(before + 1);
    expect(res.json<Contract>().pandaDocs).toHaveLength(1);
    const again = await call('POST', `/api/Contracts/${contract.id}/documents/refresh`);
    expect(again.json<Contract>().pandaDocs).toHaveLength(1);
  });
});

import { loanAmount, type Contract, type OnboardingContext } from '@pb/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmRecords, signingDocuments } from '../../src/db/schema/index';
import {
  createProposalAs,
  demoCustomerId,
  loadProposalCatalogue,
  proposalBody,
  type ProposalCatalogue,
} from '../helpers/proposal-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 31, the agreement: with money out of pocket, the loan amount is the total minus it on
 * the Credit step, in the lender's Go link, in the CRM record and in the agreement's fields.
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

const prequal = {
  firstName: 'Maria',
  lastName: 'Alvarez',
  address: '2420 N 16th St',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85016',
  email: 'maria.loan@example.com',
  phone: '(602) 555-0142',
};

const dollars = (n: number) => new Intl.NumberFormat('en-US').format(Math.ceil(n));

describe('the loan amount is total minus out of pocket everywhere', () => {
  it('on the Credit step, the Go link, the agreement fields and the CRM install record', async () => {
    const p = await createProposalAs(t, ADMIN, proposalBody(c, maria, { outOfPocketCost: 5000 }));
    // 7.2 kW at $4.00/W = $28,800, $5,000 down: $23,800 financed.
    expect(p.totalSystemCost).toBe(28_800);
    expect(p.outOfPocketCost).toBe(5000);
    const financed = 23_800;
    expect(loanAmount(p.totalSystemCost, p.outOfPocketCost, false)).toBe(financed);
    expect((await call('PATCH', '/api/Contracts', { id: p.id, ...prequal })).statusCode).toBe(200);

    const ctx = (await call('GET', `/api/Contracts/${p.id}/onboarding`)).json<OnboardingContext>();
    expect(ctx.proposal).toMatchObject({ totalSystemCost: 28_800, loanAmount: financed });
    const link = new URL(ctx.lenderUrl);
    expect(link.searchParams.get('systemCost')).toBe('28800');
    expect(link.searchParams.get('loanAmount')).toBe(String(financed));

    const doc = await call('POST', `/api/Contracts/${p.id}/documents`, {
      name: 'Alvarez agreement',
      contractTemplateId: ctx.contractTemplates[0]!.id,
      closer: { firstName: 'Carl', lastName: 'Closer', email: 'closer@example.com' },
    });
    expect(doc.statusCode, doc.body).toBe(200);
    const generated = doc.json<Contract>().pandaDocs[0]!;
    expect(generated.price).toEqual({
      proposalId: p.id,
      proposalNumber: p.proposalNumber,
      totalSystemCost: 28_800,
      outOfPocketCost: 5000,
      loanAmount: financed,
      loanMonthlyPayment: p.loanMonthlyPayment,
    });
    const [stored] = await t.db
      .select({ fields: signingDocuments.fields })
      .from(signingDocuments)
      .where(eq(signingDocuments.id, generated.pandaDocId));
    const field = (name: string) => stored!.fields.find((f) => f.name === name)?.value;
    expect(field('Price.Total')).toBe(dollars(28_800));
    expect(field('Price.DownPayment')).toBe(dollars(5000));
    expect(field('Loan.Amount')).toBe(dollars(financed));

    const survey = await call('POST', `/api/Contracts/${p.id}/siteSurvey`, { skip: true });
    expect(survey.statusCode, survey.body).toBe(200);
    const [install] = await t.db
      .select({ payload: crmRecords.payload })
      .from(crmRecords)
      .where(
        sql`${crmRecords.kind} = 'customerInstall' and ${crmRecords.payload}->>'email' = ${prequal.email}`,
      );
    expect(install!.payload).toMatchObject({ loanAmount: financed });
  });

  it('a cash deal borrows nothing', async () => {
    const body = proposalBody(c, maria);
    const p = await createProposalAs(t, ADMIN, {
      ...body,
      details: { ...body.details, financeOption: c.cash },
    });
    await call('PATCH', '/api/Contracts', { id: p.id, ...prequal });
    const ctx = (await call('GET', `/api/Contracts/${p.id}/onboarding`)).json<OnboardingContext>();
    expect(ctx.isCash).toBe(true);
    expect(ctx.proposal.loanAmount).toBe(0);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import {
  ONBOARDING_MESSAGES as M,
  PROPOSAL_MESSAGES as P,
  type Contract,
  type CustomerListResponse,
  type CustomerProposalsResponse,
  type FinanceOption,
  type ProposalView,
} from '@pb/core';
import { ADMIN_EMAIL, expect, signInAs, test } from './fixtures';
import {
  createProposalInNewWindow,
  authHeaders,
  buildCustomerId,
  copyBody,
  dismissSnackbars,
  getProposal,
} from './proposal-helpers';

/**
 * Issue 31, the agreement: the loan amount is total minus out of pocket on the Credit step and
 * in the lender's link; a double click on Generate Agreement (and on Create Proposal) does it
 * once; a signed proposal keeps its price and the fix screen names what was signed.
 */

/** A fresh GoodLeap copy of Maria Alvarez's seeded proposal with `outOfPocketCost` down. */
async function loanProposal(request: APIRequestContext, outOfPocketCost: number) {
  const headers = await authHeaders(request, ADMIN_EMAIL);
  const list = (await (
    await request.get('/api/customers?searchTerm=Alvarez&page=0&pageSize=25', { headers })
  ).json()) as CustomerListResponse;
  const customer = list.customers.find((c) => c.firstName === 'Maria')!;
  const items = (
    (await (
      await request.get(`/api/customers/${customer.id}/Proposals`, { headers })
    ).json()) as CustomerProposalsResponse
  ).items;
  const seeded = items.find((p) => p.description === 'Demo proposal') ?? items.at(-1)!;
  const view = await getProposal(request, seeded.id);
  const options = (await (
    await request.get('/api/FinanceOptions', { headers })
  ).json()) as FinanceOption[];
  const financeOption = options.find((o) => o.name.startsWith('GoodLeap'))!;
  const created = await request.post('/api/Proposals', {
    headers,
    data: copyBody(view, {
      description: `Agreement once ${Date.now()}`,
      outOfPocketCost,
      details: { ...view.details, financeOption },
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return getProposal(request, id);
}

async function contractOf(request: APIRequestContext, id: string): Promise<Contract> {
  const res = await request.get(`/api/Contracts/${id}`, {
    headers: await authHeaders(request, ADMIN_EMAIL),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Contract;
}

const dollars = (n: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(Math.ceil(n));

/** Opens the stepper, passes Pre-Qual, checks the Credit step's loan amount and continues. */
async function throughCredit(page: Page, proposal: ProposalView) {
  await page.goto(`/public/proposal/${proposal.id}/createAgreement`);
  const preQual = page.getByRole('region', { name: 'Pre-Qualification' });
  await preQual.getByLabel('Email').fill('maria.alvarez@example.com');
  await preQual.getByRole('button', { name: 'Continue' }).click();
  const credit = page.getByRole('region', { name: 'Credit' });
  await expect(credit).toBeVisible();
  return credit;
}

test('the Credit step and the lender link carry total minus out of pocket', async ({ page }) => {
  const proposal = await loanProposal(page.request, 5000);
  expect(proposal.outOfPocketCost).toBe(5000);
  const financed = proposal.totalSystemCost - 5000;
  await signInAs(page, ADMIN_EMAIL);
  const credit = await throughCredit(page, proposal);
  await expect(credit.getByText(`System Cost: ${dollars(proposal.totalSystemCost)}`)).toBeVisible();
  await expect(credit.getByText(`Loan Amount: ${dollars(financed)}`)).toBeVisible();
  const href = await credit.getByRole('link', { name: 'Go' }).getAttribute('href');
  const link = new URL(href!);
  expect(link.searchParams.get('loanAmount')).toBe(String(Math.ceil(financed)));
  expect(link.searchParams.get('systemCost')).toBe(String(Math.ceil(proposal.totalSystemCost)));
});

test('a double click on Generate Agreement makes one document and one email; signed, the price is frozen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const proposal = await loanProposal(page.request, 0);
  await signInAs(page, ADMIN_EMAIL);
  const credit = await throughCredit(page, proposal);
  await credit.getByRole('button', { name: 'Continue' }).click();

  const agreement = page.getByRole('region', { name: 'Create Agreement' });
  const generate = agreement.getByRole('button', { name: 'Generate Agreement' });
  await expect(agreement.getByRole('combobox', { name: 'Contract Template' })).toHaveText(
    'Solex Residential Solar Agreement AZ',
  );
  await expect(generate).toBeEnabled();
  await generate.dblclick();
  await expect(agreement.getByTestId('document-status')).toHaveText('sent');
  // Give a second request every chance to land before counting.
  await page.waitForTimeout(1500);
  const contract = await contractOf(page.request, proposal.id);
  expect(contract.pandaDocs).toHaveLength(1);
  await expect(agreement.getByTestId('document-status')).toHaveCount(1);
  const emails = await page.request.get(`/api/Contracts/${proposal.id}/emails`, {
    headers: await authHeaders(page.request, ADMIN_EMAIL),
  });
  const subjects = ((await emails.json()) as { subject: string }[]).map((e) => e.subject);
  expect(subjects.filter((s) => s === M.sendSubject)).toHaveLength(1);

  // The customer signs.
  const token = contract.pandaDocs[0]!.signingUrl.split('/').pop()!;
  const signed = await page.request.post(`/api/signing/${token}`, {
    data: { signerName: 'Maria Alvarez', signature: 'Maria Alvarez', consent: true },
  });
  expect(signed.status()).toBe(200);
  await expect(agreement.getByTestId('document-status')).toHaveText('completed');

  // The rep tries to re-price it in the editor: refused in so many words, nothing stored.
  await page.goto(`/customers/${proposal.customerId}/proposals/${proposal.id}`);
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await page.getByLabel('Out Of Pocket ($)').fill('2000');
  await page.getByRole('button', { name: 'Preview Changes' }).click();
  const total = dollars(proposal.totalSystemCost);
  // In the drawer's message and in the snackbar.
  await expect(
    page
      .getByLabel('Proposal editor')
      .getByText(P.signedPriceFrozen(proposal.proposalNumber, total)),
  ).toBeVisible();
  const after = await getProposal(page.request, proposal.id);
  expect(after.outOfPocketCost).toBe(0);
  expect(after.totalSystemCost).toBe(proposal.totalSystemCost);
  await dismissSnackbars(page);

  // The fix screen shows which proposal and price were signed.
  await page.goto(`/public/proposal/${proposal.id}/createAgreement/fix`);
  await expect(page.getByTestId('signed-agreement')).toContainText(
    `Proposal ${proposal.proposalNumber} · Total ${total} · Out of Pocket $0 · Loan Amount ${total}`,
  );
});

test('a double click on Create Proposal makes one proposal', async ({ page, request }) => {
  test.setTimeout(120_000);
  const customerId = await buildCustomerId(request);
  const headers = await authHeaders(request, ADMIN_EMAIL);
  const count = async () =>
    (
      (await (
        await request.get(`/api/customers/${customerId}/Proposals`, { headers })
      ).json()) as CustomerProposalsResponse
    ).total;
  const before = await count();
  await signInAs(page, ADMIN_EMAIL, `/customers/${customerId}`);
  await page.getByRole('link', { name: 'Create Proposal' }).click();
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  const visibility = page.getByRole('dialog', { name: 'Visibility & Description' });
  await visibility.getByLabel('Description').fill('Double click');
  await createProposalInNewWindow(page, () =>
    visibility.getByRole('button', { name: 'Create Proposal' }).dblclick(),
  );
  await page.waitForTimeout(1500);
  expect(await count()).toBe(before + 1);
});

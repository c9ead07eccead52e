import type { Page } from '@playwright/test';
import path from 'node:path';
import { ONBOARDING_MESSAGES as M, type Contract, type ProposalView } from '@pb/core';
import { ADMIN_EMAIL, CLOSER_EMAIL, expect, signInAs, test } from './fixtures';
import { authHeaders, dismissSnackbars, freshProposal, screenshot } from './proposal-helpers';

async function contractOf(page: Page, id: string): Promise<Contract> {
  const res = await page.request.get(`/api/Contracts/${id}`, {
    headers: await authHeaders(page.request, ADMIN_EMAIL),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Contract;
}

async function preQual(page: Page) {
  const section = page.getByRole('region', { name: 'Pre-Qualification' });
  await expect(section).toBeVisible();
  await expect(section.getByLabel('First Name')).toHaveValue('Maria');
  await section.getByLabel('Email').fill('maria.alvarez@');
  await expect(section.getByText(M.invalidEmail)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await section.getByLabel('Email').fill('maria.alvarez@example.com');
  await screenshot(page, 'onboarding-1-prequal');
  await section.getByRole('button', { name: 'Continue' }).click();
}

async function generateAgreement(page: Page) {
  const section = page.getByRole('region', { name: 'Create Agreement' });
  await expect(section).toBeVisible();
  await expect(section.getByLabel('Closer Email')).toHaveValue(ADMIN_EMAIL);
  await expect(section.getByRole('combobox', { name: 'Contract Template' })).toHaveText(
    'Solex Residential Solar Agreement AZ',
  );
  await section.getByRole('button', { name: 'Generate Agreement' }).click();
  await expect(section.getByTestId('document-status')).toHaveText('sent');
  await screenshot(page, 'onboarding-3-agreement-sent');
}

/** Signs the generated agreement on the signing page in a second page. */
async function agreementSigned(page: Page) {
  const section = page.getByRole('region', { name: 'Create Agreement' });
  const status = section.getByTestId('document-status');
  await expect(status).toHaveText('sent');
  // Continue before signing: not signed yet.
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(M.documentNotSigned)).toBeVisible();
  await dismissSnackbars(page);

  const href = await section.getByRole('link', { name: 'Signing link' }).getAttribute('href');
  const signer = await page.context().newPage();
  await signer.goto(href!);
  await expect(signer.getByRole('heading', { name: /^Maria Alvarez - Prop\d+$/ })).toBeVisible();
  await expect(status).toHaveText('viewed');
  await signer.getByLabel('Full name as signature').fill('Maria Alvarez');
  await signer.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(signer.getByText('Please agree to sign electronically.')).toBeVisible();
  await signer.getByLabel(/I agree to sign this agreement electronically/).check();
  await signer.screenshot({
    path: path.join(import.meta.dirname, 'artifacts', 'screenshots', 'onboarding-signing-page.png'),
    fullPage: true,
  });
  await signer.getByRole('button', { name: 'Sign Agreement' }).click();
  await expect(signer.getByText(/^Signed on /)).toBeVisible();
  const signedAt = Date.now();
  await expect(status).toHaveText('completed', { timeout: 2000 });
  expect(Date.now() - signedAt).toBeLessThanOrEqual(2000);
  await signer.close();
  await expect(section.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await screenshot(page, 'onboarding-4-agreement-completed');
  await section.getByRole('button', { name: 'Continue' }).click();
}

async function siteSurvey(page: Page) {
  const section = page.getByRole('region', { name: 'Schedule Site Survey' });
  await expect(section).toBeVisible();
  const slots = section.getByRole('group', { name: 'Time slots' });
  const first = slots.getByRole('button').and(page.locator(':enabled')).first();
  await expect(first).toBeVisible();
  const time = await first.textContent();
  await first.click();
  await screenshot(page, 'onboarding-5-site-survey');
  await section.getByRole('button', { name: 'Continue' }).click();
  return time!;
}

async function finished(page: Page, time: string) {
  const dialog = page.getByRole('dialog', { name: 'New welcome call number' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'onboarding-6-finished-dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  const section = page.getByRole('region', { name: 'Finished' });
  await expect(section.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  await expect(
    section.getByText('A welcome email has been sent to maria.alvarez@example.com.'),
  ).toBeVisible();
  await expect(section.getByText(new RegExp(`at ${time}`))).toBeVisible();
  await expect(section.getByRole('button', { name: 'Send Again' })).toBeVisible();
  await screenshot(page, 'onboarding-7-finished');
}

test('a loan deal goes from Create Agreement to a signed contract and a scheduled survey', async ({
  page,
}) => {
  const proposal = await freshProposal(page, 'GoodLeap');
  await signInAs(page, ADMIN_EMAIL, `/customers/${proposal.customerId}/proposals/${proposal.id}`);
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Create Agreement' }).click(),
  ]);
  await expect(tab.getByRole('heading', { name: 'Customer Onboarding' })).toBeVisible();
  await expect(tab.getByRole('tab', { name: 'Credit' })).toBeVisible();
  await preQual(tab);

  const credit = tab.getByRole('region', { name: 'Credit' });
  await expect(credit.getByText('Lender: Goodleap')).toBeVisible();
  await expect(credit.getByRole('link', { name: 'Go' })).toHaveAttribute(
    'href',
    /totalsolar\.com\/apply\?.*lender=Goodleap/,
  );
  await screenshot(tab, 'onboarding-2-credit');
  await credit.getByRole('button', { name: 'Continue' }).click();
  await generateAgreement(tab);
  await agreementSigned(tab);
  expect((await contractOf(page, proposal.id)).loanId).toBe(`LN-${proposal.id.slice(0, 8)}`);

  const time = await siteSurvey(tab);
  await finished(tab, time);

  const contract = await contractOf(page, proposal.id);
  expect(contract.salesforceID).not.toBe('');
  expect(contract.emailSent).toBe(true);
  const emails = await page.request.get(`/api/Contracts/${proposal.id}/emails`, {
    headers: await authHeaders(page.request, ADMIN_EMAIL),
  });
  const subjects = ((await emails.json()) as { subject: string }[]).map((e) => e.subject);
  expect(subjects).toContain('Welcome! Your solar journey has started');
  expect(subjects).toContain(M.sendSubject);
  const view = await page.request.get(`/api/Proposals/${proposal.id}`, {
    headers: await authHeaders(page.request, ADMIN_EMAIL),
  });
  expect(((await view.json()) as ProposalView).isContractGenerated).toBe(true);

  // Reopening a finished onboarding lands on Finished, without asking to leave.
  await tab.reload();
  await tab
    .getByRole('dialog', { name: 'New welcome call number' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(tab.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  expect((await contractOf(page, proposal.id)).salesforceID).toBe(contract.salesforceID);
});

test('a cash deal skips Credit; closing half-way and reopening lands on the first unfinished step', async ({
  page,
}) => {
  const proposal = await freshProposal(page, 'Cash');
  await signInAs(page, ADMIN_EMAIL);
  const url = `/public/proposal/${proposal.id}/createAgreement`;
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Customer Onboarding' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Credit' })).toHaveCount(0);
  await preQual(page);
  await generateAgreement(page);

  // Leaving now asks first (the welcome email has not been sent).
  const prompted = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await prompted).toBe('beforeunload');

  const again = await page.context().newPage();
  await again.goto(url);
  await expect(again.getByRole('region', { name: 'Create Agreement' })).toBeVisible();
  await screenshot(again, 'onboarding-cash-reopened-at-agreement');
  // Completed steps can be clicked to go back.
  await again.getByRole('tab', { name: 'Pre-Qual' }).click();
  await expect(again.getByRole('region', { name: 'Pre-Qualification' })).toBeVisible();
  await again.getByRole('tab', { name: 'Agreement' }).click();
  // A second contract is asked about first.
  const agreement = again.getByRole('region', { name: 'Create Agreement' });
  await agreement.getByRole('button', { name: 'Generate Agreement' }).click();
  const confirmNew = again.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmNew).toContainText(M.confirmNewContract);
  await confirmNew.getByRole('button', { name: 'Cancel' }).click();
  await expect(agreement.getByTestId('agreement-document')).toHaveCount(1);
  await agreementSigned(again);

  // Site survey: Skip asks first; a date more than 3 days away asks too.
  const survey = again.getByRole('region', { name: 'Schedule Site Survey' });
  await survey.getByRole('button', { name: 'Skip' }).click();
  const confirmSkip = again.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmSkip).toContainText(M.skipSurvey);
  await confirmSkip.getByRole('button', { name: 'Cancel' }).click();
  const later = new Date(Date.now() + 6 * 86_400_000);
  const iso = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}`;
  await survey.getByLabel('Site Survey Date').fill(iso);
  const slot = survey
    .getByRole('group', { name: 'Time slots' })
    .getByRole('button')
    .and(again.locator(':enabled'))
    .first();
  const time = (await slot.textContent())!;
  await slot.click();
  await survey.getByRole('button', { name: 'Continue' }).click();
  const confirmFar = again.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmFar).toContainText(M.surveyTooFar);
  await screenshot(again, 'onboarding-cash-survey-far');
  await confirmFar.getByRole('button', { name: 'Continue' }).click();
  await finished(again, time);
});

test('a skipped Credit is remembered: reloading opens on Agreement without asking again', async ({
  page,
}) => {
  const proposal = await freshProposal(page, 'GoodLeap');
  await signInAs(page, ADMIN_EMAIL, `/public/proposal/${proposal.id}/createAgreement`);
  await expect(page.getByRole('heading', { name: 'Customer Onboarding' })).toBeVisible();
  await preQual(page);
  const credit = page.getByRole('region', { name: 'Credit' });
  await credit.getByRole('button', { name: 'Skip' }).click();
  const confirmSkip = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirmSkip).toContainText(M.skipCredit);
  await confirmSkip.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('region', { name: 'Create Agreement' })).toBeVisible();

  // The leave prompt would hold the reload; it is the page's own (the email is not sent).
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await expect(page.getByRole('region', { name: 'Create Agreement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credit' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Please confirm' })).toHaveCount(0);
  expect((await contractOf(page, proposal.id)).loanId).toBe('');
  await screenshot(page, 'onboarding-credit-skipped-reloaded');
  // Credit is still there to go back to.
  await page.getByRole('tab', { name: 'Credit' }).click();
  await expect(page.getByRole('region', { name: 'Credit' })).toBeVisible();
});

test('only Admin and Developer open the contract fix screen; an edit shows in the history', async ({
  page,
}) => {
  const proposal = await freshProposal(page, 'GoodLeap');
  const headers = await authHeaders(page.request, ADMIN_EMAIL);
  const created = await page.request.patch('/api/Contracts', {
    headers,
    data: {
      id: proposal.id,
      firstName: 'Maria',
      lastName: 'Alvarez',
      address: '2420 N 16th St',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85016',
      email: 'maria.alvarez@example.com',
      phone: '(602) 555-0142',
    },
  });
  expect(created.ok()).toBe(true);
  const fixUrl = `/public/proposal/${proposal.id}/createAgreement/fix`;

  const closerFix = await page.request.patch(`/api/Contracts/${proposal.id}/fix`, {
    headers: await authHeaders(page.request, CLOSER_EMAIL),
    data: { version: 0, loanId: 'X', pandaDocIds: [], salesforceID: '', siteSurvey: null },
  });
  expect(closerFix.status()).toBe(403);
  await signInAs(page, CLOSER_EMAIL, fixUrl);
  await expect(page.getByTestId('access-denied')).toBeVisible();
  await screenshot(page, 'onboarding-fix-closer-denied');

  await page.evaluate(() => localStorage.clear());
  await signInAs(page, ADMIN_EMAIL, fixUrl);
  await expect(page.getByRole('heading', { name: 'Contract Fix' })).toBeVisible();
  await page.getByLabel('Loan ID').fill('LN-FIXED-7');
  await page.getByLabel('Document ID').fill('doc-manual-1');
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('CRM ID').fill('OPP-42');
  await page.getByRole('button', { name: 'Save' }).click();
  const history = page.getByRole('table', { name: 'Change history' });
  await expect(history.getByRole('row').filter({ hasText: 'loanId' })).toContainText('LN-FIXED-7');
  await expect(history.getByRole('row').filter({ hasText: 'loanId' })).toContainText('Ada Admin');
  await expect(history.getByRole('row').filter({ hasText: 'salesforceID' })).toContainText(
    'OPP-42',
  );
  await screenshot(page, 'onboarding-fix-admin');
  expect((await contractOf(page, proposal.id)).loanId).toBe('LN-FIXED-7');
});

import type { Page } from '@playwright/test';
import type { Contract, OnboardingContext } from '@pb/core';
import { DESKTOP, PHONE } from './a11y-helpers';
import { ADMIN_EMAIL, expect, signInAs, test } from './fixtures';
import { authHeaders, freshProposal, screenshot } from './proposal-helpers';

/**
 * Issue 33: a right-to-left override (U+202E) in a last name turned the text after it around.
 * New input refuses it (API tests), but a name saved before, or mirrored from the sales system,
 * may still hold one: every screen isolates what a person typed. The browser's API reads are
 * answered with the override after "Alvarez", as such a stored name would come back.
 */
async function overrideAfterAlvarez(page: Page) {
  await page.route('**/api/**', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    try {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('application/json')) return await route.fulfill({ response });
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
      );
      const body = (await response.text()).replaceAll('Alvarez', 'Alvarez\\u202E');
      await route.fulfill({ response, headers, body });
    } catch (error) {
      // The test went to the next page while this read was in flight: its answer was thrown
      // away with the page, and there is no one left to answer.
      if (!/disposed|has been closed/i.test(String(error))) throw error;
    }
  });
}

/** The isolated name: "Alvarez" and its override sit in a <bdi> of their own. */
const isolatedAlvarez = (page: Page) => page.locator('bdi', { hasText: 'Alvarez\u202E' }).first();

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

test('the customers list and the customer header isolate the name', async ({ page }) => {
  await overrideAfterAlvarez(page);
  await signInAs(page, ADMIN_EMAIL);
  await page.setViewportSize(DESKTOP);
  await page.goto('/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Alvarez');
  const row = page.getByRole('row').filter({ hasText: 'Maria' });
  await expect(row.locator('bdi', { hasText: 'Alvarez\u202E' })).toBeVisible();
  // The words after the name (the address) are not inside its isolate.
  await expect(row.getByRole('cell').nth(1).locator('bdi')).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).not.toContainText('Alvarez');
  await bothWidths(page, 'bidi-customers-list');

  await row.getByRole('link', { name: /^Open Maria Alvarez/ }).click();
  const header = page.getByRole('heading', { level: 1 });
  await expect(header.locator('bdi', { hasText: 'Alvarez\u202E' })).toBeVisible();
  await bothWidths(page, 'bidi-customer-header');
});

test('the onboarding header, the contract fix screen and the signing page isolate the name', async ({
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
  expect(created.ok(), await created.text()).toBe(true);
  const ctx = (await (
    await page.request.get(`/api/Contracts/${proposal.id}/onboarding`, { headers })
  ).json()) as OnboardingContext;
  const generated = await page.request.post(`/api/Contracts/${proposal.id}/documents`, {
    headers,
    data: {
      name: 'Alvarez agreement',
      contractTemplateId: ctx.contractTemplates[0]!.id,
      closer: { firstName: 'Ada', lastName: 'Admin', email: ADMIN_EMAIL },
    },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const signingUrl = ((await generated.json()) as Contract).pandaDocs[0]!.signingUrl;

  await overrideAfterAlvarez(page);
  await signInAs(page, ADMIN_EMAIL, `/public/proposal/${proposal.id}/createAgreement`);
  const line = page.getByText(/· Proposal \d+/);
  await expect(line.locator('bdi', { hasText: 'Alvarez\u202E' })).toBeVisible();
  await expect(line.locator('bdi', { hasText: 'Proposal' })).toHaveCount(0);
  await bothWidths(page, 'bidi-onboarding-header');

  await page.goto(`/public/proposal/${proposal.id}/createAgreement/fix`);
  await expect(page.getByRole('heading', { name: 'Contract Fix' })).toBeVisible();
  await expect(isolatedAlvarez(page)).toBeVisible();
  await expect(page.locator('bdi', { hasText: 'maria.alvarez@example.com' })).toBeVisible();
  await bothWidths(page, 'bidi-contract-fix');

  await page.goto(signingUrl);
  const who = page.locator('#who');
  await expect(who.locator('bdi', { hasText: 'Alvarez\u202E' })).toBeVisible();
  await expect(who.locator('bdi', { hasText: 'maria.alvarez@example.com' })).toBeVisible();
  await bothWidths(page, 'bidi-signing-page');
});

test('the deck cover and the proposal editor isolate the name', async ({ page }) => {
  const proposal = await freshProposal(page, 'GoodLeap');
  await overrideAfterAlvarez(page);
  await signInAs(page, ADMIN_EMAIL);
  await page.setViewportSize(DESKTOP);

  // The deck's cover: the customer's name in a heading of its own.
  await page.goto(`/public/proposal/${proposal.id}`);
  await expect(isolatedAlvarez(page)).toBeVisible();
  await bothWidths(page, 'bidi-deck-cover');

  // The proposal editor's deck view.
  await page.goto(`/customers/${proposal.customerId}/proposals/${proposal.id}`);
  await expect(isolatedAlvarez(page)).toBeVisible();
});

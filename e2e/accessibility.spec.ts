import type { Page } from '@playwright/test';
import { TEMPLATE_BASE_TEMPLATES, TEMPLATE_PAGES, type TokenPair } from '@pb/core';
import { checkCreateDialog, checkOpenDialog, checkRoute, firstEditHref } from './a11y-helpers';
import { seededProposal, LOAN_CUSTOMER } from './deck-helpers';
import { ADMIN_EMAIL, expect, test, uniqueSuffix } from './fixtures';
import { authHeaders, buildCustomerId, copyBody, getProposal } from './proposal-helpers';

/*
 * Decision 0031: every main screen at 1366×768 and 390×844 has no serious or critical axe
 * violation (WCAG 2.0/2.1 A and AA rules), and nothing scrolls sideways at 390 px. One test per
 * screen group; failures are soft, so one run lists every screen that fails.
 */

/** A list screen (and its create dialog on a phone, if it has one), then its first item's editor. */
async function checkListAndEditor(page: Page, url: string, { hasCreateDialog = true } = {}) {
  await checkRoute(page, url);
  if (hasCreateDialog) await checkCreateDialog(page, `${url} create dialog`);
  const href = await firstEditHref(page);
  await checkRoute(page, href, `${url} editor`);
}

test('the sign-in screen', async ({ page }) => {
  await checkRoute(page, '/login');
});

test.describe('signed in as the admin', () => {
  // Each test checks several screens at two widths (an axe run each).
  test.describe.configure({ timeout: 90_000 });

  // Signed in through the API (the sign-in screen has its own test): the tokens are put in
  // localStorage before the app starts, once; the app keeps any it refreshes.
  test.beforeEach(async ({ page }) => {
    const response = await page.request.post('/api/auth/login', {
      data: { type: 'Demo', email: ADMIN_EMAIL },
    });
    expect(response.status()).toBe(200);
    const tokens = (await response.json()) as TokenPair;
    await page.addInitScript((pair: TokenPair) => {
      if (localStorage.getItem('accessToken')) return;
      localStorage.setItem('accessToken', pair.accessToken);
      localStorage.setItem('refreshToken', pair.refreshToken);
    }, tokens);
  });

  test('dashboard, customers, a customer and the rep view', async ({ page }) => {
    const customerId = await buildCustomerId(page.request);
    await checkRoute(page, '/');
    await checkRoute(page, '/customers');
    await checkCreateDialog(page, 'create customer dialog');
    await checkRoute(page, `/customers/${customerId}`);
    await checkRoute(page, `/customers/${customerId}/repView`);
  });

  test('the skip link is the first Tab stop and moves the focus to the page', async ({ page }) => {
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab stop is inside the page, not the top bar or the drawer.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  });

  test('proposal builder and proposal editor', async ({ page }) => {
    const customerId = await buildCustomerId(page.request);
    await checkRoute(page, `/customers/${customerId}/proposal-builder`);
    const proposal = await seededProposal(page.request, LOAN_CUSTOMER);
    await checkRoute(page, `/customers/${proposal.customerId}/proposals/${proposal.id}`);
  });

  test('installers and panels', async ({ page }) => {
    for (const url of ['/installers', '/panels']) await checkListAndEditor(page, url);
  });

  test('inverters and finance options', async ({ page }) => {
    for (const url of ['/inverters', '/finance-options']) await checkListAndEditor(page, url);
  });

  test('incentives, power companies and site settings', async ({ page }) => {
    await checkListAndEditor(page, '/incentives');
    await checkListAndEditor(page, '/power-companies');
    // The company page's plan dialog: its tier rows must fit a phone.
    await page.getByRole('link', { name: 'Add Pre-Solar Plan' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await checkOpenDialog(page, 'pre-solar plan dialog');
    await checkRoute(page, '/settings');
  });

  test('users, site survey slots, outbox and contract templates', async ({ page }) => {
    await checkListAndEditor(page, '/users');
    await checkListAndEditor(page, '/area-groups');
    await checkRoute(page, '/outbox');
    await checkListAndEditor(page, '/contract-templates', { hasCreateDialog: false });
  });

  test('proposal templates', async ({ page }) => {
    // No template of a user is seeded: one is made for the editor, and removed after.
    const headers = await authHeaders(page.request, ADMIN_EMAIL);
    const created = await page.request.post('/api/Templates', {
      headers,
      data: {
        name: `Accessibility ${uniqueSuffix()}`,
        baseTemplate: TEMPLATE_BASE_TEMPLATES[0],
        pages: [TEMPLATE_PAGES[0]],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      await checkRoute(page, '/templates');
      await checkRoute(page, `/templates/${id}`, 'template editor');
      await checkRoute(page, '/templates/new');
    } finally {
      await page.request.delete(`/api/Templates/${id}`, { headers });
    }
  });

  test('the customer deck and onboarding', async ({ page }) => {
    // A copy of a seeded proposal, so opening onboarding changes nothing other tests read.
    const seeded = await seededProposal(page.request, LOAN_CUSTOMER);
    const view = await getProposal(page.request, seeded.id);
    const created = await page.request.post('/api/Proposals', {
      headers: await authHeaders(page.request, ADMIN_EMAIL),
      data: copyBody(view, { description: 'Accessibility check' }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await checkRoute(page, `/public/proposal/${id}`);
    await checkRoute(page, `/public/proposal/${id}/edit`);
    await checkRoute(page, `/public/proposal/${id}/createAgreement`);
  });
});

import type { Page } from '@playwright/test';
import {
  TEMPLATE_BASE_TEMPLATES,
  TEMPLATE_PAGES,
  type ChatRequest,
  type CreateProposalResponse,
  type Me,
  type ProposalShare,
} from '@pb/core';
import {
  DESKTOP,
  checkCreateDialog,
  checkDialogAtBothWidths,
  checkOpenDialog,
  checkRoute,
  checkScreen,
  firstEditHref,
} from './a11y-helpers';
import { seededProposal, LOAN_CUSTOMER } from './deck-helpers';
import {
  ADMIN_EMAIL,
  CLOSER_EMAIL,
  expect,
  signInThroughApi,
  test,
  uniqueSuffix,
} from './fixtures';
import {
  authHeaders,
  buildCustomerId,
  copyBody,
  createCustomerByApi,
  getProposal,
  REP_EMAIL,
} from './proposal-helpers';

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

/** A copy of a seeded proposal, so what a test opens or adds changes nothing other tests read. */
async function proposalCopy(page: Page): Promise<CreateProposalResponse> {
  const seeded = await seededProposal(page.request, LOAN_CUSTOMER);
  const view = await getProposal(page.request, seeded.id);
  const created = await page.request.post('/api/Proposals', {
    headers: await authHeaders(page.request, ADMIN_EMAIL),
    data: copyBody(view, { description: 'Accessibility check' }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as CreateProposalResponse;
}

test('the sign-in screen', async ({ page }) => {
  await checkRoute(page, '/login');
});

test.describe('signed in as the admin', () => {
  // Each test checks several screens at two widths (an axe run each).
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(({ page }) => signInThroughApi(page, ADMIN_EMAIL));

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
    const { id } = await proposalCopy(page);
    await checkRoute(page, `/public/proposal/${id}`);
    await checkRoute(page, `/public/proposal/${id}/edit`);
    await checkRoute(page, `/public/proposal/${id}/createAgreement`);
  });

  test('the proposal link, the contract fix screen and a share link', async ({ page, browser }) => {
    const { id, proposalNumber } = await proposalCopy(page);
    const headers = await authHeaders(page.request, ADMIN_EMAIL);
    await checkRoute(page, `/public/proposal/${id}/edit/Prop${proposalNumber}`);
    // The fix screen needs the contract the stepper's first step saves.
    const contract = await page.request.patch('/api/Contracts', {
      headers,
      data: { id, firstName: 'Maria', lastName: 'Alvarez', email: 'maria.alvarez@example.com' },
    });
    expect(contract.ok(), await contract.text()).toBe(true);
    await checkRoute(page, `/public/proposal/${id}/createAgreement/fix`);
    // The customer opens the share link without signing in.
    const share = await page.request.post(`/api/Proposals/${id}/shares`, { headers });
    expect(share.status(), await share.text()).toBe(201);
    const { token } = (await share.json()) as ProposalShare;
    const customer = await browser.newContext();
    try {
      await checkRoute(await customer.newPage(), `/p/${token}`, 'share link');
    } finally {
      await customer.close();
    }
  });

  test('the share dialog', async ({ page }) => {
    const { id } = await proposalCopy(page);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/public/proposal/${id}`);
    await page.getByRole('button', { name: 'Share with customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with customer' });
    // One link in the list, so its row (address, date, Revoke) is checked too.
    await dialog.getByRole('button', { name: 'Create share link' }).click();
    await expect(dialog.getByTestId('share-url')).toContainText('/p/');
    await checkDialogAtBothWidths(page, 'share dialog');
    await page.screenshot({ path: test.info().outputPath('share-dialog-390.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the profile menu dialogs', async ({ page }) => {
    await page.goto('/');
    const openFromMenu = async (item: string, title: string) => {
      await page.getByRole('button', { name: 'Open profile menu' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      return page.getByRole('dialog', { name: title });
    };
    const profile = await openFromMenu('Manage My Profile', 'Manage My Profile');
    await checkDialogAtBothWidths(page, 'Manage My Profile dialog');
    await profile.getByRole('button', { name: 'Cancel' }).click();
    await expect(profile).toBeHidden();

    await page.setViewportSize(DESKTOP);
    const settings = await openFromMenu('Settings', 'Notification Settings');
    // Both kinds on, so their contact fields show too (Cancel saves nothing).
    await settings.getByLabel('Email notifications').check();
    await settings.getByLabel('Text notifications').check();
    await checkDialogAtBothWidths(page, 'Notification Settings dialog');
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings).toBeHidden();
  });

  test('the proposal team: a design link, the requests dashboard and a request chat', async ({
    page,
  }) => {
    const headers = await authHeaders(page.request, ADMIN_EMAIL);
    const customer = await createCustomerByApi(page.request, {
      firstName: 'Dana',
      lastName: `Design ${uniqueSuffix()}`,
    });
    try {
      // The design link makes the customer's initial request and opens the requests dashboard.
      await page.setViewportSize(DESKTOP);
      await page.goto(`/design/${customer.id}`);
      const card = page.getByRole('article', { name: `Request for Dana ${customer.lastName}` });
      await expect(card).toBeVisible();
      await checkScreen(page, 'requests dashboard');
      // Start opens the customer, whose Redesign History holds the request's chat.
      await page.setViewportSize(DESKTOP);
      await card.getByRole('button', { name: 'Start' }).click();
      await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}$`));
      const history = page.getByRole('region', { name: 'Redesign History' });
      await history.getByRole('button', { name: /Initial design request/ }).click();
      await history.getByRole('textbox', { name: 'Message' }).fill('On it. Any shading?');
      await history.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(history.getByText('On it. Any shading?')).toBeVisible();
      await checkScreen(page, 'request chat');
    } finally {
      // Completed, the request leaves the dashboard other tests look at.
      const chats = await page.request.get(`/api/chats/customer/${customer.id}`, { headers });
      for (const { id } of (await chats.json()) as ChatRequest[])
        await page.request.post('/api/chats', { headers, data: { id } });
    }
  });
});

for (const [role, email] of [
  ['a Closer', CLOSER_EMAIL],
  ['a Sales Rep', REP_EMAIL],
] as const) {
  test.describe(`signed in as ${role}`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.beforeEach(({ page }) => signInThroughApi(page, email));

    test('dashboard, customers and a customer of theirs', async ({ page }) => {
      // The seeded customer's leads name both the demo Closer and the demo Sales Rep.
      const customerId = await buildCustomerId(page.request);
      await checkRoute(page, '/');
      await checkRoute(page, '/customers');
      await checkRoute(page, `/customers/${customerId}`);
    });

    test("the chat dialog of the rep's chat bubble", async ({ page }) => {
      // A customer of the rep's, made for the test, with a request the rep started (each kind
      // of rep: the same component, their own requests).
      const adminHeaders = await authHeaders(page.request, ADMIN_EMAIL);
      const repHeaders = await authHeaders(page.request, email);
      const customer = await createCustomerByApi(page.request, {
        firstName: 'Rosa',
        lastName: `Chat ${uniqueSuffix()}`,
      });
      const me = await page.request.get('/api/auth/me', { headers: repHeaders });
      const { id: repId } = (await me.json()) as Me;
      const assigned = await page.request.put(`/api/customers/${customer.id}/reps`, {
        headers: adminHeaders,
        data: { userIds: [repId] },
      });
      expect(assigned.status(), await assigned.text()).toBe(200);
      const requested = await page.request.post('/api/chats/requests', {
        headers: repHeaders,
        data: { customerId: customer.id, initial: true, startMessage: 'South roof, no shading.' },
      });
      expect(requested.status(), await requested.text()).toBe(201);
      const request = (await requested.json()) as ChatRequest;
      try {
        await page.setViewportSize(DESKTOP);
        await page.goto(`/customers/${customer.id}/repView`);
        await page.getByRole('button', { name: 'Chat with the proposal team' }).click();
        await page.getByRole('button', { name: new RegExp(`Rosa ${customer.lastName}`) }).click();
        const chat = page.getByRole('dialog', { name: new RegExp(`Rosa ${customer.lastName}`) });
        await chat.getByRole('textbox', { name: 'Message' }).fill('Any news on the design?');
        await chat.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(chat.getByText('Any news on the design?')).toBeVisible();
        await checkDialogAtBothWidths(page, 'chat dialog');
        await page.screenshot({ path: test.info().outputPath(`chat-dialog-390-${role}.png`) });
        await chat.getByRole('button', { name: 'Close chat' }).click();
        await expect(chat).toBeHidden();
      } finally {
        // Completed, the request leaves the dashboard other tests look at.
        await page.request.post('/api/chats', { headers: adminHeaders, data: { id: request.id } });
      }
    });
  });
}

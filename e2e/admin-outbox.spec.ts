import type { Page } from '@playwright/test';
import {
  ADMIN_SCREEN_MESSAGES as A,
  CATALOGUE_MESSAGES,
  type AreaGroup,
  type Contract,
  type ProposalView,
} from '@pb/core';
import { seededProposal } from './deck-helpers';
import { ADMIN_EMAIL, CLOSER_EMAIL, expect, screenshot, test, uniqueSuffix } from './fixtures';
import { authHeaders, copyBody, dismissSnackbars } from './proposal-helpers';

const MOBILE = { width: 390, height: 844 };
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The page is no wider than the viewport (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an Admin creates, edits and deletes an area group with its time slots', async ({
  page,
  signInAs,
}) => {
  const name = `E2E Zone ${uniqueSuffix()}`;
  await signInAs(page, ADMIN_EMAIL);
  await navigation(page).getByRole('link', { name: 'Site Survey Slots' }).click();
  await expect(page.getByRole('heading', { name: 'Site Survey Slots', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Area groups' });
  await expect(table.getByRole('row').nth(1)).toBeVisible(); // the seeded groups

  await page.getByRole('button', { name: 'Create Area Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Area Group' });
  // Validation messages are sentences.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a name for the area group.')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  const states = dialog.getByRole('combobox', { name: 'States' });
  await states.fill('Colorado');
  await page.getByRole('option', { name: /— Colorado$/ }).click();
  await dialog.getByLabel('Surveys').first().fill('2');
  await dialog.getByRole('button', { name: 'Add Time Slot' }).click();
  await expect(dialog.getByLabel('Start Time').nth(1)).toHaveValue('10:00');
  await dialog.getByLabel('Start Time').nth(1).fill('09:00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Each start time can be used only once.')).toBeVisible();
  await dialog.getByLabel('Start Time').nth(1).fill('13:30');
  await screenshot(page, 'area-group-create-dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(A.areaGroupAdded)).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('CO');
  await expect(row).toContainText('09:00 (2)');
  await expect(row).toContainText('13:30 (1)');
  await screenshot(page, 'area-groups-list');

  // The onboarding step reads the same data: both slots are offered on a future day.
  const headers = await authHeaders(page.request, ADMIN_EMAIL);
  const groups = (await (
    await page.request.get('/api/AreaGroups', { headers })
  ).json()) as AreaGroup[];
  const created = groups.find((g) => g.name === name)!;
  const slots = await page.request.get(
    `/api/AreaGroups/GetAvailableTimeSlots?areaId=${created.id}&siteSurveyDate=2099-03-02`,
    { headers },
  );
  expect((await slots.json()).timeSlots).toEqual([
    { startTime: '09:00', availability: 2 },
    { startTime: '13:30', availability: 1 },
  ]);

  // Edit: rename, move the first slot, drop the second.
  await dismissSnackbars(page);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: 'Edit area group' });
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await form.getByLabel('Name').fill(`${name} North`);
  // Leaving with unsaved changes asks first.
  await navigation(page).getByRole('link', { name: 'Outbox' }).click();
  await expect(
    page.getByText('You have unsaved changes. Leave this page and lose them?'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await form.getByLabel('Start Time').first().fill('08:15');
  await form.getByRole('button', { name: 'Remove time slot 2' }).click();
  await form.getByLabel('Surveys').first().fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter how many surveys fit in this slot.')).toBeVisible();
  await form.getByLabel('Surveys').first().fill('3');
  await screenshot(page, 'area-group-edit');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(A.areaGroupSaved)).toBeVisible();
  const renamed = table.getByRole('row').filter({ hasText: `${name} North` });
  await expect(renamed).toContainText('08:15 (3)');
  await expect(renamed).not.toContainText('13:30');

  // Delete, after the confirmation.
  await dismissSnackbars(page);
  await renamed.getByRole('button', { name: `Delete ${name} North` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete area group' });
  await expect(confirm).toContainText(CATALOGUE_MESSAGES.confirmDelete('area group'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(A.areaGroupDeleted)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('Site Survey Slots works at 390 px wide', async ({ page, signInAs }) => {
  await page.setViewportSize(MOBILE);
  await signInAs(page, ADMIN_EMAIL);
  // The catalogue tables scroll sideways inside their box; the page itself never does.
  await page.goto('/installers');
  await expect(page.getByRole('table', { name: 'Installers' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/area-groups');
  await expect(page.getByRole('table', { name: 'Area groups' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The row actions are reached by scrolling the table sideways.
  await page.getByRole('link', { name: 'Edit Texas' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Edit Texas' })).toBeInViewport();
  await screenshot(page, 'area-groups-mobile');
  await page.getByRole('button', { name: 'Create Area Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Area Group' });
  await dialog.getByRole('button', { name: 'Add Time Slot' }).click();
  await expect(dialog.getByLabel('Start Time').nth(1)).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Remove time slot 2' })).toBeInViewport();
  await screenshot(page, 'area-group-create-mobile');
});

/**
 * A copy of a seeded proposal with an onboarding record whose welcome email has been sent, to
 * `to`, for a contract signer named `lastName` (unique: another test may send email meanwhile).
 */
async function sendWelcomeEmail(page: Page, to: string, lastName: string) {
  const headers = await authHeaders(page.request, ADMIN_EMAIL);
  const seeded = await seededProposal(page.request, 'Maria Alvarez');
  const view = (await (
    await page.request.get(`/api/Proposals/${seeded.id}`, { headers })
  ).json()) as ProposalView;
  const copy = await page.request.post('/api/Proposals', {
    headers,
    data: copyBody(view, { description: 'Outbox e2e' }),
  });
  expect(copy.status(), await copy.text()).toBe(201);
  const { id } = (await copy.json()) as { id: string };
  const contract = await page.request.patch('/api/Contracts', {
    headers,
    data: { id, firstName: 'Maria', lastName, email: to },
  });
  expect(contract.ok(), await contract.text()).toBe(true);
  const sent = await page.request.post(`/api/Contracts/${id}/welcomeEmail`, { headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect(((await sent.json()) as Contract).emailSent).toBe(true);
  return { proposalId: id, customerId: view.customerId };
}

test('an Admin reads a fresh welcome email and notification delivery in the Outbox', async ({
  page,
  signInAs,
  createUser,
}) => {
  const suffix = uniqueSuffix();
  const to = `outbox-${suffix}@example.com`;
  const signer = `Maria Outbox${suffix}`;
  const { proposalId, customerId } = await sendWelcomeEmail(page, to, `Outbox${suffix}`);
  // A new team member who wants emails hears of the Closer's redesign request: one delivery.
  const member = await createUser({ role: 'Admin', firstName: 'Otto' });
  const memberHeaders = await authHeaders(page.request, member.email);
  const settings = await page.request.post('/api/settings', {
    headers: memberHeaders,
    data: {
      userId: member.id,
      email: member.email,
      phone: '',
      isReceivingEmailNotifications: true,
      isReceivingPhoneNotifications: false,
    },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const request = await page.request.post('/api/chats/requests', {
    headers: await authHeaders(page.request, CLOSER_EMAIL),
    data: { customerId, proposalId, initial: false, startMessage: 'Outbox e2e: more panels' },
  });
  expect(request.status(), await request.text()).toBe(201);

  await signInAs(page, ADMIN_EMAIL);
  await navigation(page).getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  const emails = page.getByRole('table', { name: 'Emails' });
  // The email just sent (the browser tests run two at a time: other emails may be newer).
  const welcome = emails.getByRole('row').filter({ hasText: to });
  await expect(welcome).toHaveCount(1);
  await expect(welcome).toContainText('Welcome! Your solar journey has started');
  await expect(welcome).toContainText('stored');
  const deliveries = page.getByRole('table', { name: 'Notification deliveries' });
  const delivery = deliveries.getByRole('row').filter({ hasText: member.email });
  // Deliveries go out after the request is saved: look again until it is there.
  await expect(async () => {
    await page.reload();
    await expect(delivery).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(delivery).toContainText('Email');
  await expect(delivery).toContainText('stored');
  await welcome.getByRole('button', { name: /^Show body of Welcome!/ }).click();
  await expect(emails.getByText(`Hi ${signer},`)).toBeVisible();
  await expect(emails.getByText(/Your agreement is signed/)).toBeVisible();
  await delivery.getByRole('button', { name: /^Show body of / }).click();
  await expect(deliveries.getByText(/Carl Closer requested a redesign/)).toBeVisible();
  // The welcome email queued the customer portal's call, made in the background (decision 0067).
  const calls = page.getByRole('table', { name: 'CRM and portal calls' });
  const portal = calls.getByRole('row').filter({ hasText: signer });
  await expect(portal).toContainText('Customer portal');
  await expect(portal).toContainText('sent');
  await screenshot(page, 'outbox-email-expanded');

  await page.setViewportSize(MOBILE);
  await expect(emails.getByText(`Hi ${signer},`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'outbox-mobile');
});

test('a Closer sees neither screen in the drawer and gets the access-denied page', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, CLOSER_EMAIL);
  await expect(navigation(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Site Survey Slots' })).toHaveCount(0);
  await expect(navigation(page).getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  for (const [path, area] of [
    ['/area-groups', 'Site Survey Slots'],
    ['/outbox', 'Outbox'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied')).toContainText(
      `You are not authorized to access ${area}! Contact system administrator for assistance.`,
    );
  }
  await screenshot(page, 'closer-outbox-access-denied');
  const headers = await authHeaders(page.request, CLOSER_EMAIL);
  expect((await page.request.get('/api/emails/outbox', { headers })).status()).toBe(403);
});

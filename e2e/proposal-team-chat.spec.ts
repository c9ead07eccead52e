import type { TokenPair } from '@pb/core';
import { expect, screenshot, test, uniqueSuffix } from './fixtures';
import { createCustomerByApi } from './proposal-helpers';

/** A real, decodable 8×8 PNG (the browser compresses it to JPEG before upload). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGElEQVR4nGP8z4AfMDHgBaPSo9KDUxoAXcMBDzd7ax0AAAAASUVORK5CYII=',
  'base64',
);

test('a Closer and an Admin work an initial proposal request live, with chat and notifications', async ({
  browser,
  request,
  createUser,
  signInAs,
}) => {
  test.setTimeout(180_000);
  const closer = await createUser({
    firstName: 'Cleo',
    lastName: `Closer ${uniqueSuffix()}`,
    role: 'Closer',
  });
  const admin = await createUser({
    firstName: 'Avery',
    lastName: `Admin ${uniqueSuffix()}`,
    role: 'Admin',
  });
  const login = await request.post('/api/auth/login', {
    data: { type: 'Demo', email: admin.email },
  });
  const { accessToken } = (await login.json()) as TokenPair;
  const lastName = `Chat ${uniqueSuffix()}`;
  const customer = await createCustomerByApi(request, {
    lastName,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const customerName = `Rita ${lastName}`;
  // A Closer reaches the customers assigned to him (decision 0034).
  const assigned = await request.put(`/api/customers/${customer.id}/reps`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { userIds: [closer.id] },
  });
  expect(assigned.status()).toBe(200);

  const closerPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, admin.email);
  await signInAs(closerPage, closer.email);

  // The Admin's board is open before the request exists.
  await expect(adminPage.getByRole('heading', { name: 'INITIAL PROPOSAL REQUESTS' })).toBeVisible();
  const initialColumn = adminPage.getByRole('region', { name: 'INITIAL PROPOSAL REQUESTS' });

  // The Closer requests an initial proposal from the rep view.
  await closerPage.goto(`/customers/${customer.id}/repView`);
  await closerPage.getByRole('button', { name: 'Request Initial Proposal' }).click();
  const requestDialog = closerPage.getByRole('dialog', { name: 'Request Initial Proposal' });
  await requestDialog
    .getByLabel('Message to the proposal team')
    .fill(
      'Two storey house, south-facing roof. The customer wants to cover most of the bill; please also price a battery option if possible.',
    );
  await requestDialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(closerPage.getByText('Inital design request sent')).toBeVisible();

  // It shows up on the Admin's board without a reload.
  const card = initialColumn.getByRole('article', { name: `Request for ${customerName}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Initial');
  await expect(card).toContainText('Rep: Cleo');
  await expect(card).toContainText('Assigned To: Unassigned');
  // Spec 1 §9: MM-DD-YY and h:mm a.
  await expect(card).toContainText(/Created: \d{2}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M/);
  await expect(card).toContainText(/Appointment: (None|\d{2}-\d{2}-\d{2})/);
  // 100+ characters: 97 and an ellipsis until expanded.
  await expect(card).toContainText(
    'Two storey house, south-facing roof. The customer wants to cover most of the bill; please also pr...',
  );
  await screenshot(adminPage, 'chat-board-new-request');

  // The Admin starts it and lands on the customer.
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(adminPage).toHaveURL(new RegExp(`/customers/${customer.id}$`));
  const history = adminPage.getByRole('region', { name: 'Redesign History' });
  await history.getByRole('button', { name: /Two storey house/ }).click();
  await history.getByRole('textbox', { name: 'Message' }).fill('Hi Cleo, on it. Any shading?');
  await history.getByRole('button', { name: 'Send', exact: true }).click();

  // The Closer's bubble shows the unread badge; the chat shows the Admin's message.
  const bubble = closerPage.getByRole('button', { name: 'Chat with the proposal team' });
  await expect(bubble.getByTestId('chat-unread-badge')).toContainText('1');
  await screenshot(closerPage, 'chat-bubble-unread');
  await bubble.click();
  await closerPage.getByRole('button', { name: new RegExp(customerName) }).click();
  const chat = closerPage.getByRole('dialog', { name: new RegExp(customerName) });
  await expect(chat.getByText('Hi Cleo, on it. Any shading?')).toBeVisible();
  // The start message opens the thread on both sides, not 'No messages yet.'.
  await expect(chat.getByTestId('chat-start-message')).toContainText('Two storey house');
  await expect(history.getByTestId('chat-start-message')).toContainText('Two storey house');
  await expect(closerPage.getByText('No messages yet.')).toHaveCount(0);
  await chat.getByRole('textbox', { name: 'Message' }).fill('A big oak on the west side.');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await chat
    .getByLabel('Attach image')
    .setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: PNG });
  await expect(chat.getByRole('img', { name: 'Chat attachment' })).toBeVisible();
  await screenshot(closerPage, 'chat-dialog-closer');

  // The Admin sees both live.
  await expect(history.getByText('A big oak on the west side.')).toBeVisible();
  await expect(history.getByRole('img', { name: 'Chat attachment' })).toBeVisible();
  await screenshot(adminPage, 'chat-customer-history');

  // The Admin marks it completed from the board; it leaves the boards.
  await adminPage.goto('/');
  const inProgress = adminPage.getByRole('region', { name: 'IN PROGRESS PROPOSALS' });
  const ownCard = inProgress.getByRole('article', { name: `Request for ${customerName}` });
  await expect(ownCard).toContainText('Assigned To: Avery');
  await ownCard.getByRole('button', { name: 'Mark Completed' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Mark redesign as completed? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(adminPage.getByText('Request completed!')).toBeVisible();
  await expect(adminPage.getByRole('article', { name: `Request for ${customerName}` })).toHaveCount(
    0,
  );

  // The Closer's notifications list what happened; Mark all seen clears the badge.
  await closerPage.getByRole('button', { name: 'Close chat' }).click();
  const bell = closerPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  const popover = closerPage.getByRole('list', { name: 'Notifications' });
  await expect(popover).toContainText(`started your request for ${customerName}`);
  await expect(popover).toContainText(`New message from Avery`);
  await expect(popover).toContainText(`Your request for ${customerName} was completed.`);
  await expect(popover).toContainText(/\d{2}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M/);
  await screenshot(closerPage, 'chat-notifications-popover');
  await closerPage.getByRole('button', { name: 'Mark all seen' }).click();
  await expect(closerPage.getByRole('button', { name: 'Mark all seen' })).toBeDisabled();
  await closerPage.keyboard.press('Escape');
  await expect(
    closerPage.getByRole('button', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await expect(closerPage.getByTestId('notification-badge').locator('.MuiBadge-badge')).toHaveClass(
    /MuiBadge-invisible/,
  );
  await screenshot(closerPage, 'chat-notifications-cleared');

  // The completed request has left the Closer's chat list (spec 3 §4).
  await closerPage.reload();
  await closerPage.getByRole('button', { name: 'Chat with the proposal team' }).click();
  await expect(closerPage.getByText('Your requests')).toBeVisible();
  await expect(closerPage.getByRole('button', { name: new RegExp(customerName) })).toHaveCount(0);
  await closerPage.keyboard.press('Escape');

  // The Admin was told about the new request.
  await adminPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(adminPage.getByRole('list', { name: 'Notifications' })).toContainText(
    `requested an initial proposal for ${customerName}`,
  );
  await screenshot(adminPage, 'chat-admin-notifications');
});

import type { Customer, TokenPair } from '@pb/core';
import { ADMIN_EMAIL, expect, screenshot, test } from './fixtures';

test("the customer's proposals list copies the public link and opens a proposal", async ({
  page,
  context,
  signInAs,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A seeded demo customer with a generated build and a demo proposal (apps/server seed).
  const login = await page.request.post('/api/auth/login', {
    data: { type: 'Demo', email: ADMIN_EMAIL },
  });
  const { accessToken } = (await login.json()) as TokenPair;
  const list = await page.request.get('/api/customers?searchTerm=Alvarez', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const customer = ((await list.json()) as { customers: Customer[] }).customers[0]!;

  await signInAs(page, ADMIN_EMAIL, `/customers/${customer.id}`);
  const proposals = page.getByRole('list', { name: 'Proposals', exact: true }).last();
  await expect(proposals).toContainText('Prop1');

  await proposals.getByRole('button', { name: 'Copy link of Prop1', exact: true }).click();
  await expect(page.getByText('Proposal Link Copied To Clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/public\/proposal\/[0-9a-f-]{36}\/edit\/Prop1$/);
  await screenshot(page, 'customer-proposal-link-copied');
  // The snackbar sits over the bottom of the column until it hides itself (hovering pauses it).
  await page.mouse.move(0, 0);
  await expect(page.getByText('Proposal Link Copied To Clipboard')).toBeHidden({ timeout: 15_000 });

  const [editor] = await Promise.all([
    context.waitForEvent('page'),
    proposals.getByRole('link', { name: 'Open Prop1', exact: true }).click(),
  ]);
  await expect(editor).toHaveURL(new RegExp(`/customers/${customer.id}/proposals/`));
});

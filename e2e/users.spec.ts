import { DESKTOP, PHONE } from './a11y-helpers';
import {
  ADMIN_EMAIL,
  expect,
  meOf,
  screenshot,
  signInThroughApi,
  test,
  uniqueSuffix,
} from './fixtures';

test('an Admin creates a user and edits it', async ({ page, signInAs }) => {
  const suffix = uniqueSuffix();
  const email = `e2e-created-${suffix}@example.com`;
  await signInAs(page, ADMIN_EMAIL);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel('First Name').fill('Greta');
  await dialog.getByLabel('Last Name').fill(`Green ${suffix}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Closer' }).click();
  await screenshot(page, 'users-create-dialog');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('User Created Successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(`Greta Green ${suffix}`);
  await expect(row).toContainText('Closer');
  await screenshot(page, 'users-list-after-create');

  await row.getByRole('link', { name: `Edit Greta Green ${suffix}` }).click();
  await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Edit User');
  await page.getByLabel('First Name').fill('Gretchen');
  await page.getByLabel('Phone').fill('(555) 201-0100');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await screenshot(page, 'users-edit-form');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('User successfully updated!')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  const updated = page.getByRole('row').filter({ hasText: email });
  await expect(updated).toContainText(`Gretchen Green ${suffix}`);
  await expect(updated).toContainText('Admin');
});

test('the create form explains a bad email before sending', async ({ page, signInAs }) => {
  await signInAs(page, ADMIN_EMAIL, '/users');
  await page.getByRole('button', { name: 'Create New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New User' });
  await dialog.getByLabel('First Name').fill('No');
  await dialog.getByLabel('Last Name').fill('Email');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('an Admin is asked before taking their own Admin role away (issue 33)', async ({
  page,
  createUser,
}) => {
  const admin = await createUser({ role: 'Admin', firstName: 'Sole' });
  await signInThroughApi(page, admin.email);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/users/${admin.id}`);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Closer' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('dialog', { name: 'Remove your own Admin role?' });
  await expect(ask).toContainText(
    'You will become a Closer and lose the Users screen and the other admin screens at once.',
  );
  await screenshot(page, 'users-own-demotion-confirm-1366');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'users-own-demotion-confirm-390');

  // No: nothing is sent, the choice stays on the form as an unsaved change.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/users/${admin.id}$`));
  expect((await meOf(page)).role.name).toBe('Admin');

  // Yes: saved, and the screens of an Admin are gone at once.
  await page.getByRole('button', { name: 'Save' }).click();
  await ask.getByRole('button', { name: 'Remove my role' }).click();
  await expect(page.getByText('User successfully updated!')).toBeVisible();
  await expect(
    page.getByText(
      'You are not authorized to access Users! Contact system administrator for assistance.',
    ),
  ).toBeVisible();
  expect((await meOf(page)).role.name).toBe('Closer');
});

import { expect, screenshot, test } from './fixtures';

test('Notification Settings: fields appear with their toggles, are required, and are saved', async ({
  page,
  signInAs,
  createUser,
}) => {
  const user = await createUser({ firstName: 'Nora', lastName: 'Notify' });
  await signInAs(page, user.email);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();

  const dialog = page.getByRole('dialog', { name: 'Notification Settings' });
  // No saved setting yet: both toggles start off and no contact field shows.
  await expect(dialog.getByLabel('Email notifications')).not.toBeChecked();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveCount(0);

  await dialog.getByLabel('Email notifications').check();
  const email = dialog.getByRole('textbox', { name: /^Email/ });
  await expect(email).toHaveValue(user.email); // falls back to the user's own
  await email.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Email is required.');
  await email.fill('nora.alerts@example.com');
  await screenshot(page, 'notification-settings');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Setting Created Successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue(
    'nora.alerts@example.com',
  );
  await dialog.getByLabel('Text notifications').check();
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('(602) 555-0142');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings successfully updated!')).toBeVisible();
});

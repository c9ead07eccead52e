import path from 'node:path';
import { PHONE_NUMBER_MESSAGE } from '@pb/core';
import { DESKTOP, PHONE } from './a11y-helpers';
import { expect, screenshot, test } from './fixtures';

const PICTURE = path.join(
  import.meta.dirname,
  '..',
  'apps/web/src/features/auth/assets/solar-panels.svg',
);

test('Manage My Profile changes the name, phone and picture', async ({
  page,
  signInAs,
  createUser,
}) => {
  const user = await createUser({ firstName: 'Pat', lastName: 'Profile' });
  await signInAs(page, user.email);
  const avatar = page.getByRole('button', { name: 'Open profile menu' });
  await expect(avatar).toHaveText('PP');

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Manage My Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage My Profile' });
  await dialog.getByLabel('First Name').fill('Quinn');
  await dialog.getByLabel('Last Name').fill('Renamed');
  // Not a phone number: the field says what is wrong and nothing is sent (issue 33).
  await dialog.getByLabel('Phone').fill('call me maybe');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(PHONE_NUMBER_MESSAGE)).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'profile-phone-error-1366');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'profile-phone-error-390');
  await page.setViewportSize(DESKTOP);
  await dialog.getByLabel('Phone').fill('602.555.0199');
  // An 800×600 image is downscaled in the browser to at most 256 px before it is sent.
  await dialog.getByLabel('Choose Picture').setInputFiles(PICTURE);
  const preview = dialog.getByRole('img', { name: 'Profile picture' });
  await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  const size = await preview.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(Math.max(...size)).toBeLessThanOrEqual(256);
  await screenshot(page, 'profile-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await avatar.click();
  await expect(page.getByRole('menu')).toContainText('Quinn Renamed');
  await page.keyboard.press('Escape');
  await expect(avatar.getByRole('img', { name: 'Quinn Renamed' })).toHaveAttribute(
    'src',
    /^data:image\/jpeg/,
  );
  await screenshot(page, 'profile-after-save');

  // The change is stored: it survives a reload.
  await page.reload();
  await avatar.click();
  await expect(page.getByRole('menu')).toContainText('Quinn Renamed');
});

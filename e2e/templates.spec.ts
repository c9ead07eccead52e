import type { Page } from '@playwright/test';
import { BASE_TEMPLATES, type TemplateRecord } from '@pb/core';
import path from 'node:path';
import { ADMIN_EMAIL, CLOSER_EMAIL, expect, screenshot, test, uniqueSuffix } from './fixtures';

/** The page names in the order the checklist shows them, and the ticked ones. */
async function checklist(page: Page) {
  const rows = page.getByRole('list', { name: 'Pages' }).getByRole('listitem');
  const shown: string[] = [];
  const ticked: string[] = [];
  for (const row of await rows.all()) {
    const label = (await row.locator('label').textContent()) ?? '';
    shown.push(label);
    if (await row.getByRole('checkbox').isChecked()) ticked.push(label);
  }
  return { shown, ticked };
}

/** A dialog is shot as the viewport shows it (a full-page shot scrolls the locked page). */
async function dialogScreenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(import.meta.dirname, 'artifacts', 'screenshots', `${name}.png`),
    animations: 'disabled',
  });
}

/** Removes what a failed run left behind (the UI deletes it when the test gets that far). */
async function deleteLeftovers(page: Page, name: string) {
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!accessToken) return;
  const headers = { Authorization: `Bearer ${accessToken}` };
  const list = (await (await page.request.get('/api/Templates', { headers })).json()) as
    TemplateRecord[] | undefined;
  for (const template of list ?? []) {
    if (template.name === name)
      await page.request.delete(`/api/Templates/${template.id}`, { headers });
  }
}

const KEPT = ['Proposal Cover', 'System Info', 'The Timeline'];
const DROPPED = [
  'About Us',
  'Financing Options',
  'Cost Breakdown',
  '30 Year Projected Savings',
  'Net Metering + Monitoring',
  'Overview',
];
const ORDERED = ['The Timeline', 'System Info', 'Proposal Cover'];

test('an Admin creates a template with three reordered pages, reopens, previews and deletes it', async ({
  page,
  signInAs,
}) => {
  const name = `E2E deck ${uniqueSuffix()}`;
  const brand = BASE_TEMPLATES[1];
  await signInAs(page, ADMIN_EMAIL);
  try {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Templates' })
      .click();
    const defaults = page.getByRole('region', { name: 'Default Templates' });
    await expect(defaults.getByRole('article')).toHaveCount(BASE_TEMPLATES.length);
    await expect(defaults.getByRole('article').first().getByRole('img')).toHaveCount(9);
    await screenshot(page, 'templates-list');

    await page.getByRole('link', { name: 'Create Template' }).click();
    await expect(page).toHaveURL(/\/templates\/new$/);
    await page.getByLabel('Name').fill(name);
    await page.getByRole('combobox', { name: 'Base Template' }).click();
    await page.getByRole('option', { name: brand }).click();
    for (const dropped of DROPPED) await page.getByRole('checkbox', { name: dropped }).uncheck();
    expect((await checklist(page)).ticked).toEqual(KEPT);
    // The Timeline to the top with its arrow, then the cover below System Info.
    const timelineUp = page.getByRole('button', { name: 'Move The Timeline up' });
    while (await timelineUp.isEnabled()) await timelineUp.click();
    await page.getByRole('button', { name: 'Move Proposal Cover down' }).click();
    expect((await checklist(page)).ticked).toEqual(ORDERED);
    await screenshot(page, 'template-new-form');
    await page.getByRole('button', { name: 'Save Template' }).click();

    await expect(page.getByText('Template created!')).toBeVisible();
    await expect(page).toHaveURL(/\/templates$/);
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('img')).toHaveCount(3);
    const labels = await card
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')));
    expect(labels).toEqual(ORDERED.map((label) => `${label} page`));
    await screenshot(page, 'templates-list-with-custom');

    await card.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/templates\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Base Template' })).toHaveText(brand);
    const reopened = await checklist(page);
    expect(reopened.ticked).toEqual(ORDERED);
    expect(reopened.shown.slice(0, 3)).toEqual(ORDERED);
    await screenshot(page, 'template-edit-form');
    await page.getByRole('link', { name: 'Cancel' }).click();

    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `Preview ${name}` })
      .click();
    const preview = page.getByRole('dialog', { name: 'Template Preview' });
    await expect(preview.getByText('Page 1 of 3: The Timeline')).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Back' })).toBeDisabled();
    await dialogScreenshot(page, 'template-preview-dialog');
    await preview.getByRole('button', { name: 'Next' }).click();
    await expect(preview.getByText('Page 2 of 3: System Info')).toBeVisible();
    await preview.getByRole('button', { name: 'Next' }).click();
    await expect(preview.getByText('Page 3 of 3: Proposal Cover')).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Proposal Cover page' })).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Next' })).toBeDisabled();
    await dialogScreenshot(page, 'template-preview-last-page');
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete template' });
    await dialogScreenshot(page, 'template-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Template deleted!')).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  } finally {
    await deleteLeftovers(page, name).catch(() => undefined);
  }
});

test('a Closer gets Access Denied at /templates', async ({ page, signInAs }) => {
  const denied = page.getByText(
    'You are not authorized to access My Templates! Contact system administrator for assistance.',
  );
  await signInAs(page, CLOSER_EMAIL);
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My Templates' }),
  ).toHaveCount(0);
  await page.goto('/templates');
  await expect(denied).toBeVisible();
  await screenshot(page, 'closer-templates-access-denied');
  await page.goto('/templates/new');
  await expect(denied).toBeVisible();
});

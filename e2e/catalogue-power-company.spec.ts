import type { Locator, Page } from '@playwright/test';
import { ADMIN_EMAIL, expect, screenshot, test, uniqueSuffix } from './fixtures';

/** Picks states in the States Serviced multi-select by typing their names. */
async function chooseStates(page: Page, scope: Locator, names: string[]) {
  const states = scope.getByRole('combobox', { name: 'States Serviced' });
  for (const name of names) {
    await states.fill(name);
    await page.getByRole('option', { name: new RegExp(`— ${name}$`) }).click();
  }
}

/** Ticks the named month checkboxes of a month group. */
async function tickMonths(group: Locator, months: string[]) {
  for (const month of months) await group.getByRole('checkbox', { name: month }).check();
}

/** Fills tier `index` (0-based, as shown) of a month group. */
async function fillTier(group: Locator, index: number, upToKwh: string, cost: string) {
  await group.getByRole('spinbutton', { name: 'Up to kWh' }).nth(index).fill(upToKwh);
  await group.getByRole('spinbutton', { name: 'Cost ($/kWh)' }).nth(index).fill(cost);
}

async function tierValues(group: Locator) {
  const upTo = await group.getByRole('spinbutton', { name: 'Up to kWh' }).all();
  const costs = await group.getByRole('spinbutton', { name: 'Cost ($/kWh)' }).all();
  const rows: string[] = [];
  for (let i = 0; i < upTo.length; i += 1) {
    rows.push(`${await upTo[i]!.inputValue()} @ ${await costs[i]!.inputValue()}`);
  }
  return rows;
}

const SUMMER = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const WINTER = ['Jan', 'Feb', 'Mar', 'Apr', 'Nov', 'Dec'];

test('an admin builds a power company with a tiered pre-solar plan and a net-metering post-solar plan', async ({
  page,
  signInAs,
}) => {
  const suffix = uniqueSuffix();
  const company = `E2E Utility ${suffix}`;
  await signInAs(page, ADMIN_EMAIL);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Power Companies' })
    .click();
  await expect(page.getByRole('table', { name: 'Power Companies' })).toBeVisible();

  // The create dialog: name, offsets, states (abbreviations) and the size limit.
  await page.getByRole('button', { name: 'Create New Power Company' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Power Company' });
  await create.getByLabel('Name').fill(company);
  await create.getByLabel('Max Total Offset (%)').fill('110');
  await create.getByLabel('Max Solar Offset (%)').fill('100');
  await chooseStates(page, create, ['Arizona', 'Nevada']);
  await create.getByLabel('System Size Limit (Kw)').fill('25');
  await screenshot(page, 'power-company-create-dialog');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Power Company added!')).toBeVisible();
  await expect(create).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('AZ, NV');
  await expect(row).toContainText('25');
  await row.getByRole('link', { name: `Edit ${company}` }).click();
  await expect(page).toHaveURL(/\/power-companies\/[0-9a-f-]{36}$/);
  const companyUrl = page.url();
  await expect(page.getByRole('heading', { name: `Edit ${company}` })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    'Please reload the page after viewing or editing a plan.',
  );

  // Pre-solar plan: two month groups; summer has three tiers, entered out of order.
  await page.getByRole('link', { name: 'Add Pre-Solar Plan' }).click();
  await expect(page).toHaveURL(/\/pre-solar-plan\/new$/);
  const pre = page.getByRole('dialog', { name: 'Create Pre-Solar Plan' });
  await pre.getByLabel('Plan Name').fill(`Tiered ${suffix}`);
  const summer = pre.getByRole('region', { name: 'Month group 1' });
  await summer.getByLabel('Group Name').fill('Summer');
  await tickMonths(summer, SUMMER);
  await summer.getByLabel('Connection Fee ($)').fill('12.5');
  // A new group starts with one tier up to 999999999 kWh at cost 0.
  expect(await tierValues(summer)).toEqual(['999999999 @ 0']);
  await fillTier(summer, 0, '999999999', '0.16');
  await summer.getByRole('button', { name: 'Add Tier' }).click();
  await fillTier(summer, 1, '500', '0.11');
  await summer.getByRole('button', { name: 'Add Tier' }).click();
  await fillTier(summer, 2, '1000', '0.13');
  await summer.getByLabel('Group Name').click(); // leave the tiers: they sort by upToKwh
  expect(await tierValues(summer)).toEqual(['500 @ 0.11', '1000 @ 0.13', '999999999 @ 0.16']);
  await expect(summer.getByText('Tier 3')).toBeVisible();

  await pre.getByRole('button', { name: 'Add Month Group' }).click();
  const winter = pre.getByRole('region', { name: 'Month group 2' });
  await winter.getByLabel('Group Name').fill('Winter');
  await tickMonths(winter, WINTER);
  await winter.getByLabel('Connection Fee ($)').fill('10');
  await fillTier(winter, 0, '999999999', '0.09');
  await screenshot(page, 'power-company-pre-solar-plan-dialog');
  await pre.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Power Company Updated.')).toBeVisible();
  await expect(pre).toBeHidden();
  await expect(page).toHaveURL(companyUrl);

  // Post-solar plan with net metering.
  await page.getByRole('link', { name: 'Add Post-Solar Plan' }).click();
  const post = page.getByRole('dialog', { name: 'Create Post-Solar Plan' });
  await post.getByLabel('Plan Name').fill(`Net Metering ${suffix}`);
  await expect(post.getByLabel('Net Metering Percentage (0.0–1.0)')).toBeDisabled();
  await post.getByLabel('Net Metering', { exact: true }).check();
  await post.getByLabel('Net Metering Percentage (0.0–1.0)').fill('1.5');
  await post.getByLabel('Net Metering Rate ($/kWh)').fill('0.07');
  const allYear = post.getByRole('region', { name: 'Month group 1' });
  await allYear.getByLabel('Group Name').fill('All Year');
  await tickMonths(allYear, [...WINTER, ...SUMMER]);
  await allYear.getByLabel('Connection Fee ($)').fill('15');
  await fillTier(allYear, 0, '999999999', '0.12');
  await post.getByRole('button', { name: 'Save' }).click();
  // The share is 0.0 to 1.0: the dialog says so and stays open.
  await expect(post.getByText('Must be 0.0 to 1.0')).toBeVisible();
  await post.getByLabel('Net Metering Percentage (0.0–1.0)').fill('0.8');
  await screenshot(page, 'power-company-post-solar-plan-dialog');
  await post.getByRole('button', { name: 'Save' }).click();
  await expect(post).toBeHidden();

  // After a reload everything is as entered.
  await page.reload();
  const preSection = page.getByRole('region', { name: 'Pre-Solar Payment Plans' });
  const prePlan = preSection.getByRole('article', { name: `Tiered ${suffix}` });
  const groups = prePlan.getByRole('table', { name: `Month groups of Tiered ${suffix}` });
  const summerRow = groups.getByRole('row').filter({ hasText: 'Summer' });
  await expect(summerRow).toContainText(SUMMER.join(', '));
  await expect(summerRow).toContainText('$12.50');
  await expect(summerRow).toContainText(
    '$0.11/kWh · Up to 500 kWh$0.13/kWh · Up to 1,000 kWh$0.16/kWh · Up to 999,999,999 kWh',
  );
  const winterRow = groups.getByRole('row').filter({ hasText: 'Winter' });
  await expect(winterRow).toContainText(WINTER.slice(0, 4).join(', '));
  await expect(winterRow).toContainText('$10.00');
  await expect(winterRow).toContainText('$0.09/kWh · Up to 999,999,999 kWh');

  const postPlan = page
    .getByRole('region', { name: 'Post-Solar Payment Plans' })
    .getByRole('article', { name: `Net Metering ${suffix}` });
  await expect(postPlan).toContainText('Net Metering: 80% at $0.07/kWh');
  await expect(postPlan.getByRole('row').filter({ hasText: 'All Year' })).toContainText(
    'All months',
  );
  await screenshot(page, 'power-company-detail-after-reload');

  // The plan's own address opens its dialog with the values as saved.
  await prePlan.getByRole('link', { name: `Edit Tiered ${suffix}` }).click();
  await expect(page).toHaveURL(/\/pre-solar-plan\/[0-9a-f-]{36}$/);
  const edit = page.getByRole('dialog', { name: 'Edit Pre-Solar Plan' });
  const savedSummer = edit.getByRole('region', { name: 'Month group 1' });
  await expect(savedSummer.getByLabel('Group Name')).toHaveValue('Summer');
  expect(await tierValues(savedSummer)).toEqual(['500 @ 0.11', '1000 @ 0.13', '999999999 @ 0.16']);
  await expect(savedSummer.getByRole('checkbox', { name: 'Jun' })).toBeChecked();
  await expect(savedSummer.getByRole('checkbox', { name: 'Jan' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(companyUrl);

  // The company's own fields: Rates Updated is saved with the rest.
  await page.getByRole('checkbox', { name: 'Rates Updated' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Power Company Updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Rates Updated' })).toBeChecked();
  await expect(prePlan).toBeVisible();
});

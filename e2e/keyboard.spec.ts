import type { Locator, Page } from '@playwright/test';
import { CUSTOMER_MESSAGES, MONTHS } from '@pb/core';
import { ADMIN_EMAIL, expect, signInThroughApi, test, uniqueSuffix } from './fixtures';
import {
  BUILD_CUSTOMER,
  buildCustomerId,
  createProposalInNewWindow,
  figure,
} from './proposal-helpers';

/**
 * Presses Tab until `target` has the focus, failing after `max` presses: the control is
 * reachable by keyboard, in a sensible number of steps. `backwards` walks with Shift+Tab.
 */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached with ${max} presses of Tab: ${String(target)}`);
}

/** Opens a focused MUI select with the keyboard and picks the option named `option`. */
async function chooseByKeyboard(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const target = listbox.getByRole('option', { name: option, exact: true });
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

/** Tabs to the drawer's link `name`, follows it with Enter and waits for the table it opens. */
async function openFromDrawer(page: Page, name: string) {
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name })).toBeVisible();
}

test.describe('keyboard only', () => {
  test('sign in, open Customers, create a customer, enter usage and save its info without a mouse', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const lastName = `Keys ${uniqueSuffix()}`;

    // Sign in: the demo entry of the Admin is a Tab stop and Enter signs in.
    await page.goto('/login');
    const demo = page.getByRole('region', { name: 'Demo sign-in' });
    await tabTo(page, demo.getByRole('button', { name: new RegExp(`\\s${ADMIN_EMAIL}$`) }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();

    // The drawer's Customers link.
    await openFromDrawer(page, 'Customers');

    // The create dialog: it takes the focus, Escape closes it, and it can be filled by keys.
    await tabTo(page, page.getByRole('button', { name: 'Create New Customer' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Customer' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Create New Customer' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    for (const [label, value] of [
      ['First Name', 'Kay'],
      ['Last Name', lastName],
      ['Address', '4021 N 24th St'],
      ['City', 'Phoenix'],
    ] as const) {
      await tabTo(page, dialog.getByLabel(label));
      await page.keyboard.type(value);
    }
    await chooseByKeyboard(page, dialog.getByRole('combobox', { name: /^State/ }), 'AZ — Arizona');
    await tabTo(page, dialog.getByLabel('Zip'));
    await page.keyboard.type('85016');
    await tabTo(page, dialog.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(CUSTOMER_MESSAGES.customerAdded)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Kay ${lastName}` })).toBeVisible();

    // The customer's phone, edited and saved with Enter on the card's Save button.
    const info = page.getByRole('form', { name: 'Edit customer' });
    await tabTo(page, info.getByLabel('Phone'), { backwards: true, max: 80 });
    await page.keyboard.type('6025550199');
    await tabTo(page, info.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(CUSTOMER_MESSAGES.customerUpdated)).toBeVisible();
    // The save makes the form anew for the new version; the focus stays on its Save button
    // (it used to fall to the page's body, and the keyboard user had to tab back in).
    await expect(info.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Edit customer' }).getByLabel('Phone')).toHaveValue(
      /602.*555.*0199/,
    );

    // Power info by keys: the power company and the annual usage (the figure below follows).
    const form = page.getByRole('form', { name: 'Power info' });
    await chooseByKeyboard(
      page,
      form.getByRole('combobox', { name: /^Power Company/ }),
      'Arizona Public Service',
    );
    await tabTo(page, form.getByLabel('Annual Usage (kWh)'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('12000');
    await expect(page.getByTestId('annual-usage')).toHaveText('12,000 kWh');
  });

  test('an admin creates a power company and its pre-solar plan without a mouse', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const company = `Keys Utility ${uniqueSuffix()}`;
    await signInThroughApi(page, ADMIN_EMAIL);
    await page.goto('/');
    await openFromDrawer(page, 'Power Companies');

    // The create dialog, the states picked by typing and Enter.
    await tabTo(page, page.getByRole('button', { name: 'Create New Power Company' }));
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Create New Power Company' });
    for (const [label, value] of [
      ['Name', company],
      ['Max Total Offset (%)', '110'],
      ['Max Solar Offset (%)', '100'],
    ] as const) {
      await tabTo(page, create.getByLabel(label));
      await page.keyboard.type(value);
    }
    await tabTo(page, create.getByRole('combobox', { name: 'States Serviced' }));
    await page.keyboard.type('Arizona');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, create.getByLabel('System Size Limit (Kw)'));
    await page.keyboard.type('25');
    await tabTo(page, create.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Power Company added!')).toBeVisible();
    await expect(create).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toContainText('AZ');

    // Its editor, then a pre-solar plan: one month group for the whole year, one tier.
    await tabTo(page, row.getByRole('link', { name: `Edit ${company}` }), { max: 200 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Edit ${company}` })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Add Pre-Solar Plan' }));
    await page.keyboard.press('Enter');
    const plan = page.getByRole('dialog', { name: 'Create Pre-Solar Plan' });
    await expect(plan).toBeVisible();
    await tabTo(page, plan.getByLabel('Plan Name'));
    await page.keyboard.type('Flat by keys');
    const group = plan.getByRole('region', { name: 'Month group 1' });
    await tabTo(page, group.getByLabel('Group Name'));
    await page.keyboard.type('All Year');
    for (const month of MONTHS) {
      const box = group.getByRole('checkbox', { name: month });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await tabTo(page, group.getByLabel('Connection Fee ($)'));
    await page.keyboard.type('12');
    await tabTo(page, group.getByRole('spinbutton', { name: 'Cost ($/kWh)' }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('0.14');
    await tabTo(page, plan.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Power Company Updated.')).toBeVisible();
    await expect(plan).toBeHidden();
    await expect(page.getByText('Flat by keys')).toBeVisible();
  });

  test('a proposal built and created from the customer page without a mouse', async ({ page }) => {
    test.setTimeout(120_000);
    const customerId = await buildCustomerId(page.request);
    await signInThroughApi(page, ADMIN_EMAIL);
    await page.goto(`/customers/${customerId}`);
    await tabTo(page, page.getByRole('link', { name: 'Create Proposal' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: `Proposal Builder — ${BUILD_CUSTOMER.name}` }),
    ).toBeVisible();

    // The base EPC typed, the points slider moved with the arrow keys.
    await tabTo(page, page.getByLabel('Base EPC ($/W)'), { max: 120 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3.8');
    await expect(figure(page, 'Final EPC')).toHaveText('$3.80/W');
    await tabTo(page, page.getByRole('slider', { name: /Points/ }), { max: 120 });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('row', { name: /Adder: Points/ })).toContainText('$290.00');

    // Generate Proposal: the dialog takes the focus; Space ticks, Enter creates.
    await tabTo(page, page.getByRole('button', { name: 'Generate Proposal' }), { max: 120 });
    await page.keyboard.press('Enter');
    const visibility = page.getByRole('dialog', { name: 'Visibility & Description' });
    await expect(visibility).toBeVisible();
    expect(await visibility.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await tabTo(page, visibility.getByLabel('Viewable by rep'));
    await page.keyboard.press('Space');
    await expect(visibility.getByLabel('Viewable by rep')).toBeChecked();
    await tabTo(page, visibility.getByLabel('Description'));
    await page.keyboard.type('Keyboard build');
    await tabTo(page, visibility.getByRole('button', { name: 'Create Proposal' }));
    // The proposal opens in a new window (spec 3 §1).
    await createProposalInNewWindow(page, () => page.keyboard.press('Enter'));
    await expect(page.getByRole('heading', { name: /^Prop\d+ — Keyboard build$/ })).toBeVisible();
  });
});

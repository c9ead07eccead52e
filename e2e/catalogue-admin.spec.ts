import type {
  ContractTemplateListItem,
  InverterRecord,
  PanelRecord,
  SiteSettingsRecord,
} from '@pb/core';
import { ADMIN_EMAIL, CLOSER_EMAIL, screenshot, uniqueSuffix } from './fixtures';
import { expect, test } from './catalogue-fixtures';

test('switching the default panel leaves exactly one default', async ({
  page,
  signInAs,
  adminApi,
}) => {
  const suffix = uniqueSuffix();
  const original = (await adminApi.get<PanelRecord[]>('/Panels')).find((p) => p.isDefault);
  const [first, second] = await Promise.all(
    ['A', 'B'].map((letter) =>
      adminApi.send<PanelRecord>('POST', '/Panels', {
        name: `E2E Panel ${letter} ${suffix}`,
        cells: 410,
      }),
    ),
  );
  try {
    await signInAs(page, ADMIN_EMAIL, '/panels?rows=100');
    const table = page.getByRole('table', { name: 'Panels' });
    const defaults = table.getByRole('checkbox', { checked: true });

    for (const panel of [first!, second!]) {
      const checkbox = table.getByRole('checkbox', { name: `Default panel: ${panel.name}` });
      await expect(checkbox).not.toBeChecked();
      await checkbox.click();
      await expect(page.getByText('Panel updated.').first()).toBeVisible();
      await expect(checkbox).toBeChecked();
      await expect(defaults).toHaveCount(1);
    }
    await screenshot(page, 'panels-default-switched');
    // The default cannot be deleted while other panels exist.
    await expect(table.getByRole('button', { name: `Delete ${second!.name}` })).toBeDisabled();
  } finally {
    if (original) {
      const current = await adminApi.get<PanelRecord>(`/Panels/${original.id}`);
      const { id, version, name, cells, productionPercentage, installerIds, statesServiced } =
        current;
      await adminApi.send('PUT', '/Panels', {
        ...{ id, version, name, cells, productionPercentage, installerIds, statesServiced },
        isDefault: true,
      });
    }
  }
});

test('an admin deletes an inverter through the confirmation', async ({
  page,
  signInAs,
  adminApi,
}) => {
  const inverter = await adminApi.send<InverterRecord>('POST', '/inverters', {
    name: `E2E Inverter ${uniqueSuffix()}`,
    losses: 3.5,
    incentiveMultiplier: 1,
  });
  await signInAs(page, ADMIN_EMAIL, '/inverters?rows=100');
  const row = page.getByRole('row').filter({ hasText: inverter.name });
  await expect(row).toContainText('3.5');

  // Cancelling keeps it.
  await row.getByRole('button', { name: `Delete ${inverter.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete inverter' });
  await expect(confirm).toContainText(
    'Would you like to delete this inverter? This cannot be reversed.',
  );
  await screenshot(page, 'inverter-delete-confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${inverter.name}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Inverter Deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin maps a contract template and toggles it', async ({ page, signInAs, adminApi }) => {
  const templates = await adminApi.get<ContractTemplateListItem[]>('/ContractTemplates');
  const template = templates.find((t) => t.name.startsWith('CEE')) ?? templates[0]!;
  await signInAs(page, ADMIN_EMAIL);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contract Templates' })
    .click();
  const row = page.getByRole('row').filter({ hasText: template.name });
  await row.getByRole('link', { name: `Edit ${template.name}` }).click();

  await expect(
    page.getByRole('heading', { name: `Contract Template: ${template.name}` }),
  ).toBeVisible();
  const fields = page.getByRole('table', { name: 'Template fields' });
  const choose = async (field: string, variable: string) => {
    await fields.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: variable, exact: true }).click();
  };
  // A field the test leaves alone keeps whatever it had (the seed maps some of them).
  const emailBefore =
    (await fields.getByRole('combobox', { name: 'Client.Email' }).textContent()) ?? '';
  await choose('Client.FirstName', 'Customer First Name');
  await choose('Client.LastName', 'Customer Last Name');
  await choose('System.SizeKw', 'System Size (kW)');
  await screenshot(page, 'contract-template-mapping');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contract Template Updated.')).toBeVisible();
  await expect(page).toHaveURL(/\/contract-templates$/);
  // Counted, not a flag: "n of m mapped" with at least the three fields chosen above.
  await expect(row.getByText(/^([3-9]|\d{2,}) of \d+ mapped$/)).toBeVisible();

  await row.getByRole('link', { name: `Edit ${template.name}` }).click();
  await expect(fields.getByRole('combobox', { name: 'Client.FirstName' })).toHaveText(
    'Customer First Name',
  );
  await expect(fields.getByRole('combobox', { name: 'System.SizeKw' })).toHaveText(
    'System Size (kW)',
  );
  await expect(fields.getByRole('combobox', { name: 'Client.Email' })).toHaveText(emailBefore);
  await page.getByRole('link', { name: 'Cancel' }).click();

  // Active ↔ inactive; left inactive so no proposal picks up the test mapping.
  const activate = row.getByRole('button', { name: `Activate ${template.name}`, exact: true });
  if (await activate.isVisible()) {
    await activate.click();
    await expect(page.getByText('Contract Template Updated.')).toBeVisible();
  }
  await row.getByRole('button', { name: `Deactivate ${template.name}`, exact: true }).click();
  await expect(page.getByText('Contract Template Deactivate.')).toBeVisible();
  await expect(row).toContainText('Inactive');
});

test('an admin edits site settings but cannot rename or delete a default adder', async ({
  page,
  signInAs,
  adminApi,
}) => {
  const before = await adminApi.get<SiteSettingsRecord>('/settings/site');
  const adderName = `E2E Adder ${uniqueSuffix()}`;
  await signInAs(page, ADMIN_EMAIL);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Site Settings' })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  const adders = page.getByRole('region', { name: 'Adders' });
  await expect(adders.getByTestId('adders-row')).toHaveCount(before.adders.length);

  // A default adder: the name does not change and there is no delete button.
  const led = adders.getByRole('textbox', { name: 'Name' }).first();
  await expect(led).toHaveValue('LED Lights');
  await led.pressSequentially('X');
  await expect(led).toHaveValue('LED Lights');
  await expect(adders.getByRole('button', { name: 'Delete LED Lights' })).toHaveCount(0);
  const monitoring = adders.getByTestId('adders-row').filter({
    has: page.locator('input[value="Monitoring"]'),
  });
  await expect(monitoring.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();

  // Edit a value and add an adder of our own.
  await page.getByLabel('Tree Adder Amount ($ per tree)').fill(String(before.treeAdderAmount + 25));
  await adders.getByRole('button', { name: 'Add Adder' }).click();
  const added = adders.getByTestId('adders-row').last();
  await added.getByRole('textbox', { name: 'Name' }).fill(adderName);
  await added.getByLabel('Amount ($)').fill('250');
  await added.getByRole('checkbox', { name: 'Locked' }).check();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'site-settings-edited');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings successfully updated!')).toBeVisible();

  await page.goto('/sitesettings');
  await expect(page.getByLabel('Tree Adder Amount ($ per tree)')).toHaveValue(
    String(before.treeAdderAmount + 25),
  );
  const saved = adders.getByTestId('adders-row').filter({
    has: page.locator(`input[value="${adderName}"]`),
  });
  await expect(saved.getByLabel('Amount ($)')).toHaveValue('250');
  await expect(saved.getByRole('checkbox', { name: 'Locked' })).toBeChecked();

  // Our own adder can be deleted (after confirming); put the settings back as they were.
  await saved.getByRole('button', { name: `Delete ${adderName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete adder' });
  await expect(confirm).toContainText(
    'Would you like to delete this adder? This cannot be reversed.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page.getByLabel('Tree Adder Amount ($ per tree)').fill(String(before.treeAdderAmount));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings successfully updated!').first()).toBeVisible();
  await expect(adders.getByTestId('adders-row')).toHaveCount(before.adders.length);
});

test('a Closer gets the access-denied page naming each catalogue area', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, CLOSER_EMAIL);
  const areas: [string, string][] = [
    ['/power-companies', 'Power Companies'],
    ['/panels', 'Panels'],
    ['/inverters/00000000-0000-4000-8000-000000000000', 'Inverters'],
    ['/contract-templates', 'Contract Templates'],
    ['/sitesettings', 'Site Settings'],
  ];
  for (const [path, area] of areas) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied')).toContainText(
      `You are not authorized to access ${area}! Contact system administrator for assistance.`,
    );
  }
  await screenshot(page, 'closer-site-settings-access-denied');
});

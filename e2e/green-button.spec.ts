import { ADMIN_EMAIL, expect, screenshot, test, uniqueSuffix } from './fixtures';
import { createCustomerByApi } from './proposal-helpers';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Download-My-Data CSV for 2023: 365 days of hourly rows, 0.5 kWh each (4,380 kWh a year). */
function yearCsv(): string {
  const rows = ['Name,E2E', '', 'TYPE,DATE,START TIME,END TIME,USAGE (kWh),COST,NOTES'];
  for (let d = 0; d < 365; d++) {
    const date = new Date(Date.UTC(2023, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
    for (let h = 0; h < 24; h++) {
      rows.push(`Electric usage,${date},${pad(h)}:00,${pad(h)}:59,0.5,$0.10,`);
    }
  }
  return rows.join('\n') + '\n';
}

test('a rep uploads a Green Button CSV on a customer and sees the metered load; a bad file is refused (issue 35)', async ({
  page,
  request,
  signInAs,
}) => {
  const customer = await createCustomerByApi(request, { lastName: `Meter ${uniqueSuffix()}` });
  await signInAs(page, ADMIN_EMAIL, `/customers/${customer.id}`);
  const row = page.getByTestId('interval-load-row');
  await expect(row).toContainText('Interval data (Green Button)');

  // A file that is not a Green Button table: the reason in a snackbar, nothing stored.
  await row.getByLabel('Interval data file').setInputFiles({
    name: 'notes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('hello,world\n'),
  });
  await expect(
    page.getByText(/no "TYPE,DATE,START TIME,END TIME,USAGE \(kWh\)" table/),
  ).toBeVisible();
  await expect(row).not.toContainText('Metered load');

  await row.getByLabel('Interval data file').setInputFiles({
    name: 'usage-2023.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(yearCsv()),
  });
  // 365 × 24 × 0.5 kWh.
  await expect(row).toContainText(
    'usage-2023.csv · 2023-01-01 – 2023-12-31 · 4,380 kWh/yr · Metered load',
  );
  // The metered months fill the twelve monthly usages (All Months) for the rep to review.
  await row.getByRole('button', { name: 'Use Metered Months' }).click();
  await expect(page.getByRole('combobox', { name: 'Usage Entry' })).toHaveText('All Months');
  await expect(page.getByLabel('Jan (kWh)')).toHaveValue('372'); // 31 × 24 × 0.5
  await expect(page.getByLabel('Feb (kWh)')).toHaveValue('336'); // 28 × 24 × 0.5
  await expect(page.getByLabel('Dec (kWh)')).toHaveValue('372');
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  const box = await row.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await screenshot(page, 'green-button-uploaded-390');

  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row).not.toContainText('Metered load');
  await expect(row).toContainText('None');
});

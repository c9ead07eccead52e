import { ADMIN_EMAIL, expect, test } from './fixtures';
import { buildCustomerId, figure, figureValue, screenshot } from './proposal-helpers';

/**
 * Issue 9, the screens that misstated money: the builder shows the EPC floor and ceiling beside
 * the EPC fields, the standard floor follows the spec (the recommended EPC is not 'too low'), and
 * money never reads "-$0".
 */
test('the builder shows the EPC range and prices base EPC + adders in the browser as on the server', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const customerId = await buildCustomerId(page.request);
  await signInAs(page, ADMIN_EMAIL);
  await page.goto(`/customers/${customerId}`);
  await page.getByRole('link', { name: 'Create Proposal' }).click();
  await expect(figure(page, 'System Size')).toHaveText(/kW$/);

  const range = page.getByLabel('EPC range');
  await expect(range).toBeVisible();
  await expect(range).toHaveText(
    /Floor \$\d\.\d{2,4}\/W · Min \$\d\.\d{2,4}\/W · Ceiling (\$\d\.\d{2,4}\/W|none)/,
  );
  const floor = Number((await range.textContent())!.match(/Floor \$([\d.]+)/)![1]);
  // The spec's floor: max(3, baseline + adders/W + 0.1); never above the recommended 3.50 here.
  expect(floor).toBeGreaterThanOrEqual(3);

  await page.getByLabel('Base EPC ($/W)').fill('3.5');
  await expect(figure(page, 'Final EPC')).toHaveText(/^\$3\.5\d*\/W$/);
  const finalEpc = await figureValue(page, 'Final EPC');
  expect(finalEpc).toBeGreaterThanOrEqual(floor);
  await expect(page.getByText('EPC too low')).toHaveCount(0);

  // One money format: no "-$0" anywhere on the page.
  await expect(page.locator('body')).not.toContainText('-$0');
  await screenshot(page, 'issue-9-epc-range');
});

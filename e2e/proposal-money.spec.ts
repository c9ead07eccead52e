import { ADMIN_EMAIL, expect, test } from './fixtures';
import { LOAN_CUSTOMER, seededProposal } from './deck-helpers';
import {
  buildCustomerId,
  figure,
  figureValue,
  getProposal,
  numberIn,
  screenshot,
} from './proposal-helpers';

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
  await signInAs(page, ADMIN_EMAIL, `/customers/${customerId}`);
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

/**
 * Issue 34: the browser's money checked against the server's, not only its shape. The editor of
 * the seeded loan proposal computes its figures in the browser (core's pricing on the form's
 * values); each must equal, to the cent shown, what the server priced and stored for it.
 */
test("the editor's figures are the server's stored figures, to the cent", async ({
  page,
  request,
  signInAs,
}) => {
  const stored = await getProposal(request, (await seededProposal(request, LOAN_CUSTOMER)).id);
  await signInAs(page, ADMIN_EMAIL, `/customers/${stored.customerId}/proposals/${stored.id}`);
  await expect(figure(page, 'System Size').first()).toHaveText(/kW$/);
  const cents = (value: number) => Math.round(value * 100) / 100;
  const expected: [label: string, value: number, decimals: number][] = [
    ['System Size', stored.systemSize, 2],
    ['Total System Cost', stored.totalSystemCost, 2],
    ['EPC', stored.proposalEpc, 4],
    ['Bill After Solar', stored.proposalPostSolarMonthlyBill, 2],
    ['Monthly Savings', stored.monthlySavings, 2],
    ['30 Year Cost Of Electric', stored.thirtyYearCostOfElectric, 2],
    ['30 Year Net Savings', stored.thirtyYearNetSavings, 2],
    ['Monthly Payment', Math.round(stored.loanMonthlyPayment), 0],
  ];
  expect(stored.thirtyYearNetSavings, 'a priced seeded proposal').toBeGreaterThan(1000);
  // The edit drawer shows the workspace's figures beside the deck view's: every copy must agree.
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await expect(page.getByRole('heading', { name: /— Edit$/ })).toBeVisible();
  const shown = async (label: string) => (await figure(page, label).allInnerTexts()).map(numberIn);
  for (const [label, value, decimals] of expected) {
    const factor = 10 ** decimals;
    const copies = await shown(label);
    expect(copies.length, label).toBeGreaterThan(0);
    for (const copy of copies)
      expect(Math.abs(copy - Math.round(value * factor) / factor), label).toBeLessThanOrEqual(
        decimals === 0 ? 1 : 1 / factor,
      );
  }
  for (const copy of await shown('Bill Before Solar'))
    expect(cents(copy)).toBe(cents(stored.details.preSolarMonthlyBill));
});

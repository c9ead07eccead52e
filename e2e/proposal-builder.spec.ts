import { PROPOSAL_MESSAGES } from '@pb/core';
import { ADMIN_EMAIL, expect, test } from './fixtures';
import {
  createProposalInNewWindow,
  buildCustomerId,
  dismissSnackbars,
  figure,
  figureValue,
  getProposal,
  screenshot,
  summaryValue,
} from './proposal-helpers';

test('an Admin builds a proposal, watches the figures move, generates it and edits it', async ({
  page,
  signInAs,
  request,
}) => {
  test.setTimeout(180_000);
  const customerId = await buildCustomerId(request);
  await signInAs(page, ADMIN_EMAIL, `/customers/${customerId}`);
  await page.getByRole('link', { name: 'Create Proposal' }).click();
  await expect(
    page.getByRole('heading', { name: 'Proposal Builder — Tanya Brooks' }),
  ).toBeVisible();
  await expect(figure(page, 'System Size')).toHaveText(/kW$/);

  // Fewer panels: size, production and cost fall at once.
  const panelsBox = page.getByLabel('Array 1 panels');
  const panels = Number(await panelsBox.inputValue());
  const size = await figureValue(page, 'System Size');
  const cost = await figureValue(page, 'Total System Cost');
  await panelsBox.fill(String(panels - 2));
  await expect(figure(page, 'System Size')).not.toHaveText(`${size.toFixed(2)} kW`);
  const smallerSize = await figureValue(page, 'System Size');
  expect(smallerSize).toBeLessThan(size);
  expect(await figureValue(page, 'Total System Cost')).toBeLessThan(cost);

  // The rep's base EPC prices the system: 3.80 $/W × watts.
  await page.getByLabel('Base EPC ($/W)').fill('3.8');
  await expect(figure(page, 'Final EPC')).toHaveText('$3.80/W');
  expect(await figureValue(page, 'Total System Cost')).toBe(Math.floor(3.8 * smallerSize * 1000));

  // Points ($290 each) raise the final EPC above the base.
  const points = page.getByRole('slider', { name: /Points/ });
  await points.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('row', { name: /Adder: Points/ })).toContainText('$870.00');
  expect(await figureValue(page, 'Final EPC')).toBeGreaterThan(3.8);

  // One tree adder only.
  const addTree = async () => {
    await page.getByRole('button', { name: 'Add Custom Adder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Custom Adder' });
    await dialog.getByRole('combobox', { name: 'Adder' }).click();
    await page.getByRole('option', { name: 'Tree Adder' }).click();
    await expect(dialog.getByText(/Add dealer fees separately/)).toBeVisible();
    await dialog.getByLabel('Number of trees').fill('2');
    await dialog.getByRole('button', { name: 'Add' }).click();
    return dialog;
  };
  await addTree();
  await expect(page.getByRole('row', { name: /Adder: Tree Adder/ })).toContainText('$1,000.00');
  const second = await addTree();
  await expect(page.getByText(PROPOSAL_MESSAGES.treeAdderAlreadyExists)).toBeVisible();
  await second.getByRole('button', { name: 'Cancel' }).click();

  // Incentives: the Federal credit is editable within 0–26 %, Today Only covers payments.
  await page.getByLabel('Federal (%)').fill('22');
  const total = await figureValue(page, 'Total System Cost');
  await expect
    .poll(() => summaryValue(page, 'Incentive: Federal Tax Credit'))
    .toBeCloseTo(0.22 * total, 1);
  await page.getByRole('button', { name: 'Today Only Incentive' }).click();
  const todayOnly = page.getByRole('dialog', { name: 'Today Only Incentive' });
  await expect(todayOnly.getByLabel('Monthly payment')).toHaveText(/^Monthly Payment: \$\d[\d,]*$/);
  await todayOnly.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('row', { name: /Incentive: Today Only Incentive/ })).toBeVisible();
  await dismissSnackbars(page);
  await screenshot(page, 'proposal-builder-figures');

  const shownCost = await figureValue(page, 'Total System Cost');
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  const visibility = page.getByRole('dialog', { name: 'Visibility & Description' });
  await visibility.getByLabel('Viewable by rep').check();
  await visibility.getByLabel('Description').fill('Browser test build');
  await screenshot(page, 'proposal-visibility-dialog', { isFullPage: false });
  // The proposal opens in a new window (spec 3 §1).
  const proposalId = await createProposalInNewWindow(page, () =>
    visibility.getByRole('button', { name: 'Create Proposal' }).click(),
  );
  await expect(page.getByRole('heading', { name: /^Prop\d+ — Browser test build$/ })).toBeVisible();
  const saved = await getProposal(request, proposalId);
  expect(saved.totalSystemCost).toBe(shownCost);
  expect(saved.isViewableByRep).toBe(true);
  await expect(page.getByRole('region', { name: 'Financing Options' })).toContainText(
    saved.details.financeOption!.name,
  );
  await screenshot(page, 'proposal-editor');

  // The editor: an installer of another base swaps the template after confirmation.
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await page.getByRole('combobox', { name: 'Installer' }).click();
  await page.getByRole('option', { name: /CEE Installations/ }).click();
  await expect(page.getByText(PROPOSAL_MESSAGES.saveProposalToProceed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Agreement' })).toBeDisabled();
  await screenshot(page, 'proposal-editor-drawer-unsaved', { isFullPage: false });
  await page.getByRole('button', { name: 'Preview Changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change Template' });
  await expect(confirm).toContainText(PROPOSAL_MESSAGES.changeInstallerToTemplate('CEE'));
  await screenshot(page, 'proposal-editor-template-confirm', { isFullPage: false });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(PROPOSAL_MESSAGES.proposalUpdatedPreview)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview Changes' })).toBeHidden();
  await expect(page.getByText('Template: CEE')).toBeVisible();
  expect((await getProposal(request, proposalId)).template?.baseTemplate).toBe('CEE');

  // Save As New Proposal: a copy numbered next, by the current user, no contract yet.
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await page.getByRole('button', { name: 'Customer Info' }).click();
  await page.getByLabel('Description').fill('Copy for CEE');
  await page.getByRole('button', { name: 'Save As New Proposal' }).click();
  await expect(page.getByRole('heading', { name: /^Prop\d+ — Copy for CEE$/ })).toBeVisible();
  const copyId = page.url().split('/').pop()!;
  expect(copyId).not.toBe(proposalId);
  const copy = await getProposal(request, copyId);
  expect(copy).toMatchObject({ createdBy: 'Ada Admin', isContractGenerated: false });
  expect(copy.proposalNumber).toBeGreaterThan(saved.proposalNumber);

  // Create Agreement opens onboarding in a new tab; the proposal is marked only once an
  // agreement document is really created there (onboarding.spec.ts).
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Create Agreement' }).click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/public/proposal/${copyId}/createAgreement$`));
  await expect(tab.getByRole('heading', { name: 'Customer Onboarding' })).toBeVisible();
  expect((await getProposal(request, copyId)).isContractGenerated).toBe(false);
  await tab.close();

  // ?proposalId= starts the builder from a copy of a proposal.
  await page.goto(`/customers/${customerId}/proposal-builder?proposalId=${copyId}`);
  await expect(page.getByRole('combobox', { name: 'Template' })).toHaveText('CEE');
  await expect(figure(page, 'Total System Cost')).toHaveText(
    `$${copy.totalSystemCost.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
});

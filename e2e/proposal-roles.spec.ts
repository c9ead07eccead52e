import { PROPOSAL_MESSAGES } from '@pb/core';
import { ADMIN_EMAIL, CLOSER_EMAIL, expect, test } from './fixtures';
import {
  createProposalInNewWindow,
  authHeaders,
  buildCustomerId,
  copyBody,
  figureValue,
  getProposal,
  REP_EMAIL,
  screenshot,
} from './proposal-helpers';

test('a Sales Rep (PB_RED_LINE) reaches the builder by URL and converts to red line', async ({
  page,
  signInAs,
  request,
}) => {
  test.setTimeout(120_000);
  const customerId = await buildCustomerId(request);
  await signInAs(page, REP_EMAIL, `/customers/${customerId}/proposal-builder`);
  await expect(
    page.getByRole('heading', { name: 'Proposal Builder — Tanya Brooks' }),
  ).toBeVisible();
  const finalEpc = await figureValue(page, 'Final EPC');
  await page.getByRole('button', { name: 'Convert to Redline' }).click();
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing).toBeVisible();
  await expect(pricing.getByTestId('figure-Lower Bound')).toHaveText('$2.70/W');
  // The price stays; the base is now net of the finance fee.
  expect(await figureValue(page, 'Final EPC')).toBeCloseTo(finalEpc, 3);
  await expect(page.getByRole('button', { name: 'Convert to Redline' })).toBeHidden();
  await screenshot(page, 'proposal-builder-redline');

  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  const visibility = page.getByRole('dialog', { name: 'Visibility & Description' });
  await expect(visibility).toContainText('Proposals you create are shown in the rep view.');
  await createProposalInNewWindow(page, () =>
    visibility.getByRole('button', { name: 'Create Proposal' }).click(),
  );
  await expect(page.getByText('Redline', { exact: true }).first()).toBeVisible();
  const saved = await getProposal(request, page.url().split('/').pop()!, REP_EMAIL);
  expect(saved).toMatchObject({ isRedLine: true, createdBy: 'Sam Rep', isViewableByRep: true });
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await expect(page.getByRole('button', { name: 'Pricing' })).toBeVisible();
  await page.getByRole('button', { name: 'Pricing' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'proposal-editor-redline', { isFullPage: false });
});

test('a Closer gets no Convert button, and the API refuses the conversion', async ({
  page,
  signInAs,
  request,
}) => {
  test.setTimeout(120_000);
  const customerId = await buildCustomerId(request);
  await signInAs(page, CLOSER_EMAIL, `/customers/${customerId}/proposal-builder`);
  await expect(
    page.getByRole('heading', { name: 'Proposal Builder — Tanya Brooks' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Proposal' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Convert to Redline' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Custom Incentive' })).toHaveCount(0);
  await screenshot(page, 'proposal-builder-closer');

  // The closer's own proposal (always viewable by reps), then a conversion through the API.
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  await createProposalInNewWindow(page, () =>
    page
      .getByRole('dialog', { name: 'Visibility & Description' })
      .getByRole('button', { name: 'Create Proposal' })
      .click(),
  );
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await expect(page.getByRole('button', { name: 'Convert To Redline' })).toHaveCount(0);
  const own = await getProposal(request, page.url().split('/').pop()!, CLOSER_EMAIL);
  const headers = await authHeaders(request, CLOSER_EMAIL);
  const created = await request.post('/api/Proposals', {
    headers,
    data: copyBody(own, { isRedLine: true }),
  });
  expect(created.status()).toBe(403);
  expect(((await created.json()) as { message: string }).message).toBe(
    PROPOSAL_MESSAGES.redLineNotAllowed,
  );
  const converted = await request.put('/api/Proposals', {
    headers,
    data: { ...copyBody(own, { isRedLine: true }), id: own.id, version: own.version },
  });
  expect(converted.status()).toBe(403);
  expect((await getProposal(request, own.id, ADMIN_EMAIL)).isRedLine).toBe(false);
});

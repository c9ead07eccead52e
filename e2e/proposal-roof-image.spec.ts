import { PROPOSAL_MESSAGES } from '@pb/core';
import { ADMIN_EMAIL, expect, test } from './fixtures';
import {
  authHeaders,
  buildCustomerId,
  createProposalInNewWindow,
  getProposal,
  makePng,
  screenshot,
} from './proposal-helpers';

test('a roof image: a PNG is compressed and uploaded, a renamed text file is refused', async ({
  page,
  signInAs,
  request,
}) => {
  test.setTimeout(120_000);
  const customerId = await buildCustomerId(request);
  await signInAs(page, ADMIN_EMAIL, `/customers/${customerId}/proposal-builder`);
  const zone = page.getByRole('region', { name: 'Roof image' });
  const input = zone.getByTestId('roof-image-input');

  // A text file renamed to .png: the browser alert says it was not an image.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await input.setInputFiles({
    name: 'roof.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect.poll(() => alerts).toEqual([PROPOSAL_MESSAGES.notAnImage]);
  await input.setInputFiles({
    name: 'roof-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('notes'),
  });
  await expect.poll(() => alerts.length).toBe(2);
  expect(alerts[1]).toBe(PROPOSAL_MESSAGES.notAnImage);
  await expect(zone.getByRole('img', { name: 'Roof' })).toHaveCount(0);

  // A 1200 × 800 PNG: compressed to at most 720 px in the browser, uploaded and shown.
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/Proposals/UploadRoofImage'));
  await input.setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: makePng() });
  const uploaded = await upload;
  expect(uploaded.status()).toBe(200);
  const { url } = (await uploaded.json()) as { url: string };
  const stored = await request.get(url, { headers: await authHeaders(request, ADMIN_EMAIL) });
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await stored.body()).length).toBeLessThanOrEqual(1024 * 1024);
  const image = zone.getByRole('img', { name: 'Roof' });
  await expect(image).toBeVisible();
  expect(
    await image.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight)),
  ).toBe(720);
  await screenshot(page, 'proposal-roof-image');

  // Saved with the proposal; removing it from the saved proposal asks first.
  await page.getByRole('button', { name: 'Generate Proposal' }).click();
  const proposalId = await createProposalInNewWindow(page, () =>
    page
      .getByRole('dialog', { name: 'Visibility & Description' })
      .getByRole('button', { name: 'Create Proposal' })
      .click(),
  );
  await expect(
    page.getByRole('region', { name: 'System Info' }).getByRole('img', { name: 'Roof' }),
  ).toBeVisible();
  expect((await getProposal(request, proposalId)).roofImagePath).not.toBe('');
  await page.getByRole('button', { name: 'Edit proposal' }).click();
  await page.getByRole('button', { name: 'Remove Image' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Roof Image' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Remove Image' })).toBeHidden();
  expect((await getProposal(request, proposalId)).roofImagePath).toBe('');
});

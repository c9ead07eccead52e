import type { ProposalView } from '@pb/core';
import { ADMIN_EMAIL, expect, test } from './fixtures';
import { goToSlide, LOAN_CUSTOMER, seededProposal } from './deck-helpers';
import { authHeaders, copyBody, getProposal } from './proposal-helpers';

/** Whole dollars of a tile ("$37,166" on its first line). */
const dollars = (text: string) => Number(text.split('\n')[0]!.replace(/[^0-9.-]/g, ''));

/**
 * Issue 31: with $1,500 down the deck read "Savings during loan term" $37,166 + "after" $25,601 =
 * $62,767 beside "30 Year Net Savings" $61,267: the tiles left the down payment out.
 */
test('the savings tiles add up to the 30 Year Net Savings with money down', async ({
  page,
  request,
  signInAs,
}) => {
  const seeded = await getProposal(request, (await seededProposal(request, LOAN_CUSTOMER)).id);
  const res = await request.post('/api/Proposals', {
    headers: await authHeaders(request, ADMIN_EMAIL),
    data: copyBody(seeded as ProposalView, { outOfPocketCost: 1500 }),
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const saved = await getProposal(request, id);
  expect(saved.outOfPocketCost).toBe(1500);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, ADMIN_EMAIL, `/public/proposal/${id}`);
  await goToSlide(page, '30 Year Projected Savings');
  const tile = async (name: string) => dollars(await page.getByRole('group', { name }).innerText());
  const during = await tile('Savings during loan term');
  const after = await tile('Savings after loan term');
  const net = await tile('30 Year Net Savings');
  expect(net).toBe(Math.round(saved.thirtyYearNetSavings));
  // Each tile is rounded to whole dollars on its own: they may differ by $1.
  expect(Math.abs(during + after - net)).toBeLessThanOrEqual(1);
});

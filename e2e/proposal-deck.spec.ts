import type { Page } from '@playwright/test';
import { PROPOSAL_MESSAGES, type ProposalDeck, type ProposalView } from '@pb/core';
import fs from 'node:fs';
import { readPdfPages } from './pdf-text';
import { ADMIN_EMAIL, expect, test } from './fixtures';
import {
  ALL_SLIDES,
  CASH_CUSTOMER,
  CASH_DROPPED,
  deckScreenshot,
  expectSlide,
  goToSlide,
  LOAN_CUSTOMER,
  moveSlide,
  nextSlide,
  powerCompanyNamed,
  seededProposal,
  slug,
} from './deck-helpers';
import { authHeaders, copyBody, getProposal, makePng } from './proposal-helpers';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

async function walkForwardAndBack(page: Page, titles: string[], shots?: string) {
  const back = page.getByRole('button', { name: 'Previous slide' });
  const next = page.getByRole('button', { name: 'Next slide' });
  for (const [i, title] of titles.entries()) {
    await expectSlide(page, title);
    await expect(page.getByText(`${i + 1} / ${titles.length} · ${title}`)).toBeVisible();
    if (i === 0) await expect(back).toBeDisabled();
    else await expect(back).toBeEnabled();
    if (shots) {
      // Let the chart finish drawing (animation is off under reduced motion anyway).
      await page.waitForTimeout(300);
      await deckScreenshot(
        page,
        `${shots}-${String(i + 1).padStart(2, '0')}-${slug(title)}`,
        shots === 'mobile',
      );
    }
    if (i < titles.length - 1) await nextSlide(page);
  }
  await expect(next).toBeDisabled();
  // Back with the keyboard arrows to the first slide (through the summary's facts).
  for (const title of [...titles].reverse().slice(0, -1)) {
    await expectSlide(page, title);
    await moveSlide(page, () => page.keyboard.press('ArrowLeft'));
  }
  await expectSlide(page, titles[0]!);
  await expect(back).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, titles[1]!);
}

test.describe('customer-facing deck', () => {
  test('loan proposal: every slide forward and back on desktop, the summary a fact a step', async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const proposal = await seededProposal(request, LOAN_CUSTOMER);
    await signInAs(page, ADMIN_EMAIL, `/public/proposal/${proposal.id}`);
    await expect(page.getByText('Custom Proposal for:')).toBeVisible();
    await expect(page.getByRole('heading', { name: LOAN_CUSTOMER })).toBeVisible();
    // No admin app bar or drawer on the customer's screen.
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toHaveCount(0);
    await walkForwardAndBack(page, ALL_SLIDES, 'desktop');

    // The animated summary (decision 0056): one step a fact, so each click shows a new one,
    // by its own small arrows, the big slide arrows or the keyboard arrows.
    await page.goto(`/public/proposal/${proposal.id}`);
    await goToSlide(page, 'Your Solar Summary');
    const prevStep = page.getByRole('button', { name: 'Previous step' });
    const nextStep = page.getByRole('button', { name: 'Next step' });
    const nextSlideArrow = page.getByRole('button', { name: 'Next slide' });
    const summary = page.getByRole('list', { name: 'Summary' }).getByRole('listitem');
    await expect(page.getByText('Step 1 of 13')).toBeVisible();
    await expect(prevStep).toBeDisabled();
    await expect(summary).toHaveCount(1);
    for (let shown = 2; shown <= 13; shown += 1) {
      const press =
        shown % 3 === 0
          ? () => nextSlideArrow.click()
          : shown % 3 === 1
            ? () => page.keyboard.press('ArrowRight')
            : () => nextStep.click();
      await press();
      await expect(summary).toHaveCount(shown);
      await expect(page.getByText(`Step ${shown} of 13`)).toBeVisible();
      await expectSlide(page, 'Your Solar Summary');
    }
    await expect(nextStep).toBeDisabled();
    await deckScreenshot(page, 'summary-all-facts');
    await prevStep.click();
    await expect(page.getByText('Step 12 of 13')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    // Every fact shown: the next press moves on; back returns to the summary, all facts shown.
    await nextSlideArrow.click();
    await expectSlide(page, 'Cost Breakdown');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 'Your Solar Summary');
    await expect(summary).toHaveCount(13);
  });

  test('loan proposal on mobile (390 × 844): every slide forward and back', async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(MOBILE);
    const proposal = await seededProposal(request, LOAN_CUSTOMER);
    await signInAs(
      page,
      ADMIN_EMAIL,
      `/public/proposal/${proposal.id}/edit/Prop${proposal.proposalNumber}`,
    );
    await expect(page.getByText('Custom Proposal for:')).toBeVisible();
    await walkForwardAndBack(page, ALL_SLIDES, 'mobile');
  });

  test('a cash proposal skips Financing Options, Projected Savings and Timeline', async ({
    page,
    request,
    signInAs,
  }) => {
    const proposal = await seededProposal(request, CASH_CUSTOMER);
    await signInAs(page, ADMIN_EMAIL, `/public/proposal/${proposal.id}`);
    // The three finance pages go; the summary keeps its place in the order (issue 33).
    const titles = ALL_SLIDES.filter((t) => !CASH_DROPPED.includes(t));
    expect(titles.indexOf('Your Solar Summary')).toBe(3);
    await walkForwardAndBack(page, titles);
    for (const dropped of CASH_DROPPED)
      await expect(page.getByRole('region', { name: dropped, exact: true })).toHaveCount(0);
  });

  test('Georgia Power hides projected savings, Post Solar Payment, the offset; own disclaimer', async ({
    page,
    request,
    signInAs,
  }) => {
    const seeded = await seededProposal(request, LOAN_CUSTOMER);
    const view = await getProposal(request, seeded.id);
    const georgia = await powerCompanyNamed(request, 'Georgia Power');
    const headers = await authHeaders(request, ADMIN_EMAIL);
    const created = await request.post('/api/Proposals', {
      headers,
      data: copyBody(view, {
        details: {
          ...view.details,
          // A smaller build: Georgia Power caps systems at 10 kW and 100 % offset.
          panelArrays: view.details.panelArrays.map((a, i) => ({ ...a, panels: i === 0 ? 12 : 0 })),
          powerCompany: georgia,
          postSolarPlan: georgia.postSolarPlans[0] ?? null,
          preSolarPlan: georgia.preSolarPlans[0] ?? null,
        },
      }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await signInAs(page, ADMIN_EMAIL);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/public/proposal/${id}`);
    await walkForwardAndBack(
      page,
      ALL_SLIDES.filter((t) => t !== '30 Year Projected Savings'),
    );
    // The walk ends on the second slide.
    await expectSlide(page, 'System Info');
    await expect(page.getByText(/of your pre-solar usage/)).toHaveCount(0);
    await expect(page.getByText(/Georgia Power credits excess solar energy/)).toBeVisible();
    await deckScreenshot(page, 'georgia-power-system-info');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 'Financing Options');
    await expect(
      page.getByRole('rowheader', { name: 'Monthly payment with all incentives applied' }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Post Solar Payment' })).toHaveCount(0);
    await deckScreenshot(page, 'georgia-power-financing-options');
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 'Your Solar Summary');
    // Every fact shown: 11 without the offset and the net savings.
    for (let i = 1; i < 11; i += 1) await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByRole('button', { name: 'Next step' })).toBeDisabled();
    await expect(page.getByText('Usage offset')).toHaveCount(0);
    await expect(page.getByText('30 year net savings')).toHaveCount(0);
  });

  test('edit mode: draw on the roof image, save, reload and see the drawing', async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const seeded = await seededProposal(request, LOAN_CUSTOMER);
    const headers = await authHeaders(request, ADMIN_EMAIL);
    const upload = await request.post('/api/Proposals/UploadRoofImage', {
      headers,
      multipart: { file: { name: 'roof.png', mimeType: 'image/png', buffer: makePng(720, 480) } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const { path: roofImagePath } = (await upload.json()) as { path: string };
    const view = await getProposal(request, seeded.id);
    const created = await request.post('/api/Proposals', {
      headers,
      data: copyBody(view, { roofImagePath, roofImageDrawing: '' }),
    });
    const { id } = (await created.json()) as { id: string };

    await page.setViewportSize(DESKTOP);
    await signInAs(page, ADMIN_EMAIL, `/public/proposal/${id}/edit`);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 'System Info');
    await expect(page.getByRole('img', { name: 'Roof image' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const canvas = page.getByTestId('roof-drawing-canvas');
    const box = (await canvas.boundingBox())!;
    const stroke = async (from: [number, number], to: [number, number]) => {
      await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
      await page.mouse.down();
      for (let s = 1; s <= 20; s += 1)
        await page.mouse.move(
          box.x + box.width * (from[0] + ((to[0] - from[0]) * s) / 20),
          box.y + box.height * (from[1] + ((to[1] - from[1]) * s) / 20),
        );
      await page.mouse.up();
    };
    await stroke([0.2, 0.2], [0.8, 0.3]);
    await stroke([0.3, 0.7], [0.6, 0.5]);
    // Undo drops the second stroke; draw it again.
    await page.getByRole('button', { name: 'Undo' }).click();
    await stroke([0.3, 0.7], [0.6, 0.5]);
    await deckScreenshot(page, 'edit-mode-drawing');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PROPOSAL_MESSAGES.proposalUpdated)).toBeVisible();

    const saved = await getProposal(request, id);
    const drawing = JSON.parse(saved.roofImageDrawing) as { v: number; strokes: number[][] };
    expect(drawing.strokes).toHaveLength(2);
    expect(saved.roofImageDrawing.length).toBeLessThan(2_000);

    await page.reload();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByTestId('roof-drawing').locator('path')).toHaveCount(2);
    await deckScreenshot(page, 'edit-mode-drawing-saved');
  });

  test('the escalator slider re-runs the projection: savings change', async ({
    page,
    request,
    signInAs,
  }) => {
    const proposal = await seededProposal(request, LOAN_CUSTOMER);
    await page.setViewportSize(DESKTOP);
    await signInAs(page, ADMIN_EMAIL, `/public/proposal/${proposal.id}`);
    await goToSlide(page, '30 Year Projected Savings');
    await expect(page.locator('.recharts-wrapper').first()).toBeVisible();
    // 20 past years and a 30-year horizon share one year: 49 points on the x axis.
    const tile = page.getByRole('group', { name: 'Savings after loan term' });
    const before = await tile.innerText();
    const netTile = page.getByRole('group', { name: '30 Year Net Savings' });
    const net = await netTile.innerText();
    // The saved escalator (4 %) reproduces the saved 30-year net savings.
    const view = await getProposal(request, proposal.id);
    expect(Number(net.split('\n')[0]!.replace(/[^0-9.-]/g, ''))).toBe(
      Math.round(view.thirtyYearNetSavings),
    );
    const slider = page.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuenow', '8');
    await expect(page.getByText('Annual Energy Rate Escalator: 8%')).toBeVisible();
    await expect(tile).not.toHaveText(before);
    // The keyboard arrows moved the slider, not the slide.
    await expectSlide(page, '30 Year Projected Savings');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await deckScreenshot(page, 'projected-savings-escalator-1');
  });

  test('PDF export: one page per slide, the customer and system size as text, under 5 MB', async ({
    page,
    request,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const proposal = await seededProposal(request, LOAN_CUSTOMER);
    const deckRes = await request.get(`/api/Proposals/${proposal.id}/deck`, {
      headers: await authHeaders(request, ADMIN_EMAIL),
    });
    const deck = (await deckRes.json()) as ProposalDeck;
    await page.setViewportSize(DESKTOP);
    await signInAs(page, ADMIN_EMAIL, `/public/proposal/${proposal.id}`);
    await expect(page.getByText('Custom Proposal for:')).toBeVisible();
    const started = Date.now();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    const seconds = (Date.now() - started) / 1000;
    expect(file.suggestedFilename()).toBe('proposal.pdf');
    const bytes = fs.readFileSync(await file.path());
    console.log(`PDF export: ${seconds.toFixed(2)} s, ${(bytes.length / 1024).toFixed(0)} kB`);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    // The 5 s goal is measured by `npm run bench`; here only a bound that a shared CI box keeps.
    expect(seconds).toBeLessThan(20);
    const pdf = await readPdfPages(bytes);
    expect(pdf).toHaveLength(ALL_SLIDES.length);
    const pages = pdf.map(({ items }) => items.map((it) => it.str).join(' '));
    const all = pages.join('\n');
    expect(all).toContain(LOAN_CUSTOMER);
    const size = `${deck.figures.systemSize.toLocaleString('en-US', { maximumFractionDigits: 2 })} kW`;
    expect(all).toContain(size);
    // Every slide on its own page, in deck order (each page carries its title).
    ALL_SLIDES.slice(1).forEach((title, i) => expect(pages[i + 1]).toContain(title));
    // Page width at least 960.
    expect(pdf[0]!.view[2]).toBeGreaterThanOrEqual(960);
  });

  test('share link: frozen figures after an edit, revoked answers not found', async ({
    page,
    browser,
    request,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    const seeded = await seededProposal(request, LOAN_CUSTOMER);
    const view = await getProposal(request, seeded.id);
    const headers = await authHeaders(request, ADMIN_EMAIL);
    const created = await request.post('/api/Proposals', { headers, data: copyBody(view) });
    const { id } = (await created.json()) as { id: string };
    const copy = await getProposal(request, id);

    await page.setViewportSize(DESKTOP);
    await signInAs(page, ADMIN_EMAIL, `/public/proposal/${id}`);
    await page.getByRole('button', { name: 'Share with customer' }).click();
    await page.getByRole('button', { name: 'Create share link' }).click();
    const url = page.getByTestId('share-url').first();
    await expect(url).toContainText('/p/');
    const link = await url.innerText();
    await deckScreenshot(page, 'share-dialog');
    await page.getByRole('button', { name: 'Close' }).click();

    // The rep takes one panel off the first array: the proposal's size changes.
    const arrays = copy.details.panelArrays.map((a, i) =>
      i === 0 ? { ...a, panels: a.panels - 1 } : a,
    );
    const { figures: _f, warnings: _w, agreementBlockers: _b, ...record } = copy;
    const put = await request.put('/api/Proposals', {
      headers,
      data: { ...record, details: { ...copy.details, panelArrays: arrays } },
    });
    expect(put.status(), await put.text()).toBe(200);
    const edited = (await put.json()) as ProposalView;
    expect(edited.systemSize).toBeLessThan(copy.systemSize);

    const fmt = (kw: number) => `${kw.toLocaleString('en-US', { maximumFractionDigits: 2 })} kW`;
    const customer = await browser.newContext({ viewport: DESKTOP });
    const shared = await customer.newPage();
    await shared.goto(new URL(link).pathname);
    await expect(shared.getByText('Custom Proposal for:')).toBeVisible();
    await shared.getByRole('button', { name: 'Next slide' }).click();
    await expect(shared.getByRole('group', { name: 'System Size' })).toContainText(
      fmt(copy.systemSize),
    );
    await expect(shared.getByRole('button', { name: 'Share with customer' })).toHaveCount(0);
    await deckScreenshot(shared, 'share-link-system-info');

    // The rep's own deck shows the edit.
    await page.reload();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('group', { name: 'System Size' })).toContainText(
      fmt(edited.systemSize),
    );

    // Revoke asks first (issue 33): Cancel keeps the link working; Revoke ends it, and the
    // customer's link answers the not-found text.
    await page.getByRole('button', { name: 'Share with customer' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share with customer' });
    const confirmRevoke = page.getByRole('dialog', { name: 'Revoke share link?' });
    await shareDialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirmRevoke).toContainText('no longer be able to open this link');
    await deckScreenshot(page, 'share-revoke-confirm');
    await confirmRevoke.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmRevoke).toBeHidden();
    await expect(shareDialog.getByRole('button', { name: 'Revoke' })).toBeVisible();
    await shared.reload();
    await expect(shared.getByText('Custom Proposal for:')).toBeVisible();
    await shareDialog.getByRole('button', { name: 'Revoke' }).click();
    await confirmRevoke.getByRole('button', { name: 'Revoke' }).click();
    await expect(shareDialog.getByText('Revoked')).toBeVisible();
    await shared.reload();
    await expect(shared.getByText(PROPOSAL_MESSAGES.proposalDoesNotExist)).toBeVisible();
    await customer.close();
  });

  test('unknown proposals and tokens answer the not-found text', async ({ page, signInAs }) => {
    await signInAs(page, ADMIN_EMAIL, '/public/proposal/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText(PROPOSAL_MESSAGES.proposalDoesNotExist)).toBeVisible();
    await page.goto(`/p/${'x'.repeat(43)}`);
    await expect(page.getByText(PROPOSAL_MESSAGES.proposalDoesNotExist)).toBeVisible();
    await deckScreenshot(page, 'not-found');
  });
});

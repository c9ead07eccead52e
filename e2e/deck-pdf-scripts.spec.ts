// The deck's PDF export draws names in any script as themselves (issue 33): Vietnamese, Chinese,
// Arabic and Hindi, with the fonts embedded as subsets.
import type { Page } from '@playwright/test';
import fs from 'node:fs';
import { ADMIN_EMAIL, expect, test } from './fixtures';
import { readPdfPages } from './pdf-text';
import { LOAN_CUSTOMER, seededProposal } from './deck-helpers';

const NAMES = ['Nguyễn Văn An', '王小明', 'محمد', 'अनीता'];

/** Exports the deck open in `page` and answers the PDF's bytes and the text of each page. */
async function exportPdf(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const bytes = fs.readFileSync(await (await download).path());
  const pages = (await readPdfPages(bytes)).map(({ items }) =>
    items.map((it) => it.str + (it.hasEOL ? '\n' : '')).join(''),
  );
  return { size: bytes.length, text: pages.join('\n') };
}

test('the deck PDF keeps Vietnamese, Chinese, Arabic and Hindi names intact', async ({
  page,
  request,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const proposal = await seededProposal(request, LOAN_CUSTOMER);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, ADMIN_EMAIL, `/public/proposal/${proposal.id}`);
  await expect(page.getByText('Custom Proposal for:')).toBeVisible();
  const latin = await exportPdf(page);
  expect(latin.text).toContain(LOAN_CUSTOMER);

  // The names, one line each, on the first slide of every deck rendered from now on (the export
  // renders the slides anew), as a customer's name would be.
  await page.evaluate((names) => {
    const addNames = (slide: Element) => {
      if (slide.querySelector('[data-testid="script-names"]')) return;
      const block = document.createElement('div');
      block.setAttribute('data-testid', 'script-names');
      for (const name of names) {
        const line = document.createElement('p');
        line.textContent = name;
        block.appendChild(line);
      }
      slide.appendChild(block);
    };
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const first = node.matches('[data-pdf-slide]')
            ? node
            : node.querySelector('[data-pdf-slide]');
          if (first) addNames(first);
        }
    }).observe(document.body, { childList: true, subtree: true });
  }, NAMES);
  const scripts = await exportPdf(page);
  for (const name of NAMES) expect(scripts.text).toContain(name);
  console.log(`deck PDF: Latin only ${latin.size} B, with the four names ${scripts.size} B`);
  expect(scripts.size - latin.size).toBeLessThan(200_000);
});

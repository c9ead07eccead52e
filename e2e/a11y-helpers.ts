import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The two widths every screen is checked at: a small laptop and a phone. */
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

/** The WCAG 2.0 and 2.1 A and AA rules; only serious and critical findings fail a test. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** Page structure (axe best practices, moderate): these fail a test at any impact. */
const STRUCTURE_RULES = new Set(['heading-order', 'landmark-one-main', 'page-has-heading-one']);

/** The failing axe violations on the page, one readable line per failing node. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are reported back (the passes of a big screen make the run slow), and of the
  // best practices only the structure rules run: the others' findings would not fail a test.
  // Legacy mode runs axe in the page itself: the default opens a blank page per run to merge the
  // results of cross-origin frames (the app has none), 2.1 s a run on the customer page against
  // 0.9 s. Same-origin frames are still checked.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries([...STRUCTURE_RULES].map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations
    .filter(
      (v) =>
        STRUCTURE_RULES.has(v.id) ||
        (FAILING_IMPACTS.has(v.impact ?? '') && v.tags.some((tag) => WCAG_TAGS.includes(tag))),
    )
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? v.help}`,
      ),
    );
}

/** How far the page reaches past the right edge of the window (0 when nothing scrolls sideways). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The outermost elements reaching past the right edge, for the failure message. */
const elementsPastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 2).join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    return past
      .filter((el) => !past.includes(el.parentElement!))
      .slice(0, 5)
      .map(describe);
  });

/** Waits for the screen to settle: its heading shown and no loading indicator left. */
async function settle(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * Checks the screen already open at both widths: no serious or critical axe violation at 1366 and
 * at 390 px, and nothing to scroll sideways at 390 px. `name` labels the failure messages.
 */
export async function checkScreen(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await settle(page);
  expect.soft(await seriousViolations(page), `${name} at ${DESKTOP.width} px`).toEqual([]);
  await page.setViewportSize(PHONE);
  await settle(page);
  expect.soft(await seriousViolations(page), `${name} at ${PHONE.width} px`).toEqual([]);
  const overflow = await sidewaysOverflow(page);
  const culprits = overflow > 0 ? (await elementsPastTheEdge(page)).join('; ') : '';
  expect
    .soft(overflow, `${name}: sideways scroll at ${PHONE.width} px (${culprits})`)
    .toBeLessThanOrEqual(0);
}

/** Opens `url` and checks it at both widths. */
export async function checkRoute(page: Page, url: string, name = url) {
  await page.setViewportSize(DESKTOP);
  await page.goto(url);
  await checkScreen(page, name);
}

/** The address of the first "Edit …" link on the list screen now open (an item's editor). */
export async function firstEditHref(page: Page): Promise<string> {
  await page.setViewportSize(DESKTOP);
  const link = page.getByRole('link', { name: /^Edit / }).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/**
 * Opens the list screen's create dialog on a phone (its button is called "Create …"): the dialog
 * fills the screen, and has no serious or critical violation. Cancel closes it again.
 */
export async function checkCreateDialog(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await page
    .getByRole('button', { name: /^Create/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await checkOpenDialog(page, name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The dialog now open, at both widths: no serious or critical violation at 1366 px, then as
 * `checkOpenDialog` at 390 px.
 */
export async function checkDialogAtBothWidths(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect.soft(await seriousViolations(page), `${name} at ${DESKTOP.width} px`).toEqual([]);
  await checkOpenDialog(page, name);
}

/** The dialog now open, on a phone: full screen, no serious or critical violation. */
export async function checkOpenDialog(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  // The dialog goes full screen when the app's media query answers the resize (a render later).
  await expect.soft
    .poll(async () => (await page.getByRole('dialog').boundingBox())?.width, {
      message: `${name}: full screen at ${PHONE.width} px`,
    })
    .toBe(PHONE.width);
  expect.soft(await seriousViolations(page), `${name} at ${PHONE.width} px`).toEqual([]);
  const overflow = await sidewaysOverflow(page);
  expect.soft(overflow, `${name}: sideways scroll at ${PHONE.width} px`).toBeLessThanOrEqual(0);
  // Nothing inside the dialog is cut off at its right edge (e.g. a tier's Cost field).
  const clipped = await page
    .getByRole('dialog')
    .evaluate((dialog) =>
      [...dialog.querySelectorAll('input, button')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.getAttribute('aria-label') ?? el.id ?? el.tagName),
    );
  expect.soft(clipped, `${name}: controls past the right edge at ${PHONE.width} px`).toEqual([]);
}

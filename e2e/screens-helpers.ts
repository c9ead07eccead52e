import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';

/** The two sizes every layout is checked at (issue 33): a phone and a laptop. */
export const PHONE = { width: 390, height: 844 } as const;
export const LAPTOP = { width: 1366, height: 900 } as const;
export const SIZES = [
  { name: 'phone', ...PHONE },
  { name: 'laptop', ...LAPTOP },
] as const;

/**
 * A screenshot for reviewers, docs/screens/<folder>/<name>.png when asked for (`UPDATE_SCREENS=1`),
 * else under the run's artifacts (e2e/artifacts/screens/<folder>), like the deck's.
 */
export async function reviewScreenshot(page: Page, folder: string, name: string) {
  const dir = path.join(
    import.meta.dirname,
    ...(process.env.UPDATE_SCREENS === '1'
      ? ['..', 'docs', 'screens', folder]
      : ['artifacts', 'screens', folder]),
  );
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** The element lies inside the viewport. */
export async function expectInViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).toBeTruthy();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height, `${what}: bottom edge`).toBeLessThanOrEqual(viewport.height);
}

/** The element's whole text shows: nothing cut off or ellipsized (inputs too). */
export async function expectTextWhole(locator: Locator, what: string) {
  const { scrollWidth, clientWidth, text } = await locator.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    text: el instanceof HTMLInputElement ? el.value : el.textContent,
  }));
  expect(scrollWidth, `${what} "${text}" is cut off`).toBeLessThanOrEqual(clientWidth);
}

import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e-env';
const base = 'http://localhost:4600';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.goto(base + '/login');
await page.getByRole('region', { name: 'Demo sign-in' }).getByRole('button').first().click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
await page.goto(base + '/customers');
const href = await page.locator('a[href^="/customers/"]').first().getAttribute('href');
await page.goto(base + href);
await page.locator('dl[aria-label="Current Details For Proposal"]').waitFor();
await page.waitForTimeout(1500);
for (const fullPage of [true, false]) for (let i = 0; i < 5; i++) {
  const t = performance.now();
  await page.screenshot({ path: `/tmp/s${i}.png`, animations: 'disabled', fullPage });
  console.log(fullPage, (performance.now() - t).toFixed(0));
}
await browser.close();

import { chromium } from 'playwright';
const base = 'http://127.0.0.1:5199';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(base + '/login');
await page.getByRole('region', { name: 'Demo sign-in' }).getByRole('button', { name: /admin@example.com$/ }).click();
await page.getByRole('button', { name: 'Open profile menu' }).waitFor();
for (const p of pages) {
  await page.goto(base + p);
  await page.locator('h1').first().waitFor({ timeout: 90000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const name = p.replace(/\//g, '_').replace(/^_/, '') || 'root';
  await page.screenshot({ path: `/tmp/pbdev/${name}.png`, fullPage: true });
  console.log('shot', name);
}
await browser.close();

import { PLATFORM_MESSAGES } from '@pb/core';
import { expect, test } from './fixtures';

test.describe('a part of the app that cannot be loaded: the page says so instead of staying blank', () => {
  test('the app layout (MUI) on a signed-in page', async ({ page }) => {
    // The connection drops while the app's MUI chunk is on its way (a deploy in between alike).
    await page.route(/\/assets\/mui-screens-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/users');
    await expect(page.getByRole('alert')).toHaveText(PLATFORM_MESSAGES.initFailed);
    await expect(page.locator('#root')).toHaveText(PLATFORM_MESSAGES.initFailed);
  });

  test("the sign-in screen's own chunk", async ({ page }) => {
    await page.route(/\/assets\/login-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByRole('alert')).toHaveText(PLATFORM_MESSAGES.initFailed);
    await expect(page.locator('#root')).toHaveText(PLATFORM_MESSAGES.initFailed);
  });
});

test('/login loads no MUI, no @pb/core and no TanStack Query (decision 0063)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /admin@example\.com$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('/login-'))).toBe(true);
  expect(scripts.filter((path) => /\/(mui|core|forms|tanstack|app)-/.test(path))).toEqual([]);
});

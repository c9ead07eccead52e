import { PLATFORM_MESSAGES } from '@pb/core';
import { expect, test } from './fixtures';

test('a part of the app that cannot be loaded: the page says so instead of staying blank', async ({
  page,
}) => {
  // The connection drops while the app's MUI chunk is on its way (a deploy in between alike).
  await page.route(/\/assets\/mui-screens-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveText(PLATFORM_MESSAGES.initFailed);
  await expect(page.locator('#root')).toHaveText(PLATFORM_MESSAGES.initFailed);
});

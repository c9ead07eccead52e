import { ADMIN_EMAIL, expect, test } from './fixtures';

/**
 * The tests share one Chromium profile per worker for its caches (worker-profile.ts, decision
 * 0073): the first test leaves every kind of state a test can leave, the second finds none.
 * They run in this order, in one worker (a file runs whole in one worker: not fully parallel).
 */
test('a signed-in test leaves a session, storage, a cookie, a permission and a second page', async ({
  page,
  signInAs,
  context,
}) => {
  await signInAs(page, ADMIN_EMAIL, '/customers');
  await context.grantPermissions(['clipboard-read']);
  await context.addCookies([{ name: 'x', value: '1', url: page.url() }]);
  await page.evaluate(() => {
    sessionStorage.setItem('s', '1');
    indexedDB.open('db1');
  });
  await context.newPage();
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
});
test('the next test starts signed out with none of it', async ({ page, context }) => {
  expect(context.pages().length).toBe(1);
  await page.goto('/api/health');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(
      async () =>
        (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    ),
  ).not.toBe('granted');
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('a test that asks for a context option the shared profile cannot take', () => {
  test.skip(process.env.E2E_TRACE === '1', 'E2E_TRACE=1 gives every test a new context');
  test.use({ timezoneId: 'Europe/Paris' });
  // The context fixture refuses it (assertProfileFits) rather than run it without the option.
  test.fail('fails before it starts', async ({ page }) => {
    await page.goto('/api/health');
  });
});

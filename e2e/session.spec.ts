import { ADMIN_EMAIL, expect, expiredAccessToken, meOf, screenshot, test } from './fixtures';

test.describe('session expiry', () => {
  test("an expired access token with a broken refresh token: 'Session Expired.' and back at /login", async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, ADMIN_EMAIL);
    const me = await meOf(page);
    await page.evaluate((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('refreshToken', 'corrupted-refresh-token');
    }, expiredAccessToken(me.id));

    await page.goto('/users');
    await expect(page.getByText('Session Expired.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]),
    ).toEqual([null, null]);
    await screenshot(page, 'session-expired');
  });

  test('an expired access token with a good refresh token is renewed once, without the user noticing', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, ADMIN_EMAIL);
    const me = await meOf(page);
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await page.evaluate(
      (token) => localStorage.setItem('accessToken', token),
      expiredAccessToken(me.id),
    );

    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh')) refreshCalls.push(request.url());
    });
    await page.goto('/users');
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    expect(refreshCalls).toHaveLength(1);
    const stored = await page.evaluate(() => localStorage.getItem('refreshToken'));
    expect(stored).not.toBe(refreshToken);
    await expect(page.getByText('Session Expired.')).toHaveCount(0);
  });
});

import { expect, screenshot, signInWithDemo, test } from './fixtures';

test.describe('sign-in page', () => {
  test('shows the solar-panel photo, both provider buttons and the demo sign-in', async ({
    page,
  }) => {
    await page.goto('/login');
    const photo = page.getByRole('img', { name: /solar panels/i });
    await expect(photo).toBeVisible();
    expect(
      await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    // No provider is configured on the test server: both are shown, disabled, with a caption.
    await expect(page.getByRole('button', { name: 'Login With Google' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Login With Facebook' })).toBeDisabled();
    await expect(page.getByText('Not configured on this server')).toHaveCount(2);

    const demo = page.getByRole('region', { name: 'Demo sign-in' });
    await expect(demo).toBeVisible();
    await expect(demo.getByText('DEMO', { exact: true })).toBeVisible();
    await expect(demo.getByRole('button', { name: /admin@example\.com$/ })).toBeVisible();
    await expect(demo.getByRole('button', { name: /closer@example\.com$/ })).toBeVisible();
    await screenshot(page, 'login-page');
  });

  test('a protected page without a token goes to /login and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fusers$/);
    await page
      .getByRole('region', { name: 'Demo sign-in' })
      .getByRole('button', { name: /admin@example\.com$/ })
      .click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    // And each demo entry signs its own user in (the other tests sign in without this page).
    await page.evaluate(() => localStorage.clear());
    await signInWithDemo(page, 'closer@example.com');
    await expect(page).toHaveURL(/\/$/);
  });

  test('login page on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login With Google' })).toBeVisible();
    await screenshot(page, 'login-page-mobile');
  });
});

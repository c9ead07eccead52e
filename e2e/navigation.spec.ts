import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, CLOSER_EMAIL, expect, screenshot, test } from './fixtures';

const ADMIN_ITEMS = [
  'Power Companies',
  'Panels',
  'Installers',
  'Inverters',
  'Finance Options',
  'Incentives',
  'Contract Templates',
  'Site Survey Slots',
  'Site Settings',
  'Users',
  'Outbox',
];

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const sectionLinks = (page: Page, title: string) =>
  navigation(page).getByRole('list', { name: title }).getByRole('link');

test.describe('navigation by capability', () => {
  test('an Admin sees PROPOSALS with Customers and My Templates, and the ADMIN section', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, ADMIN_EMAIL);
    await expect(sectionLinks(page, 'PROPOSALS')).toHaveText([
      'Dashboard',
      'Customers',
      'My Templates',
    ]);
    await expect(sectionLinks(page, 'ADMIN')).toHaveText(ADMIN_ITEMS);
    // The Admin holds PB_VIEW_REDESIGN_DASHBOARD: the three request columns, empty for now.
    for (const column of [
      'INITIAL PROPOSAL REQUESTS',
      'REDESIGN REQUESTS',
      'IN PROGRESS PROPOSALS',
    ]) {
      await expect(page.getByRole('heading', { name: column })).toBeVisible();
    }
    await screenshot(page, 'admin-dashboard');

    await sectionLinks(page, 'ADMIN').filter({ hasText: 'Panels' }).click();
    await expect(page).toHaveURL(/\/panels$/);
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Panels');
  });

  test('a Closer sees only Dashboard, the information page, and Access Denied at /users', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, CLOSER_EMAIL);
    await expect(navigation(page).getByRole('link')).toHaveText(['Dashboard']);
    await expect(navigation(page).getByRole('list', { name: 'ADMIN' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Welcome to Proposal Builder' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch the training video' })).toHaveAttribute(
      'href',
      /^https?:\/\//,
    );
    await screenshot(page, 'closer-dashboard');

    await page.goto('/users');
    await expect(
      page.getByText(
        'You are not authorized to access Users! Contact system administrator for assistance.',
      ),
    ).toBeVisible();
    await screenshot(page, 'closer-users-access-denied');
  });

  test('under 768 px the drawer collapses and opens by the menu button', async ({
    page,
    signInAs,
  }) => {
    await signInAs(page, ADMIN_EMAIL);
    await expect(navigation(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);

    await page.setViewportSize({ width: 767, height: 900 });
    await expect(navigation(page)).toBeHidden();
    await screenshot(page, 'mobile-drawer-closed');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(navigation(page)).toBeVisible();
    await screenshot(page, 'mobile-drawer-open');

    await sectionLinks(page, 'ADMIN').filter({ hasText: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(navigation(page)).toBeHidden();

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(navigation(page)).toBeVisible();
  });

  test('the top bar has the app-switcher and the profile menu', async ({ page, signInAs }) => {
    await signInAs(page, ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Switch app' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Home',
      'Proposal Builder',
      'CRM',
      'Reports',
      'Site Survey',
    ]);
    await screenshot(page, 'app-switcher');
    await page.keyboard.press('Escape');

    const avatar = page.getByRole('button', { name: 'Open profile menu' });
    await expect(avatar).toHaveText('AA');
    await avatar.click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Manage My Profile',
      'Settings',
      'Logout',
    ]);
    await screenshot(page, 'profile-menu');

    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('accessToken'),
        localStorage.getItem('refreshToken'),
      ]),
    ).toEqual([null, null]);
  });
});

// Pages rendered on the server (decision 0044): a signed-in browser's next customer page arrives
// as HTML with its data, shows before the app's code has run, and becomes the live app in place.
import type { APIRequestContext, Page } from '@playwright/test';
import { CUSTOMER_MESSAGES, formatViewHint, VIEW_COOKIE } from '@pb/core';
import {
  ADMIN_EMAIL,
  CLOSER_EMAIL,
  expect,
  expectLive,
  screenshot,
  signInWithDemo,
  test,
  uniqueSuffix,
} from './fixtures';
import { createCustomerByApi } from './proposal-helpers';

/** Page errors and console errors (a hydration mismatch is reported as one). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Offline, the satellite tiles cannot be fetched; that is not the page's error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** Opens `url` and answers the HTML the server sent for it. */
async function openPage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return (await response?.text()) ?? '';
}

/**
 * A new customer (the admin's), and `page` signed in as `email` through the login page, which
 * leaves the app's cookies in the browser; its errors are watched from the start.
 */
async function signedInWithCustomer(
  page: Page,
  request: APIRequestContext,
  { email = ADMIN_EMAIL, lastName = `Rendered ${uniqueSuffix()}` } = {},
) {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const customer = await createCustomerByApi(request, { lastName });
  await signInWithDemo(page, email);
  return { errors, customer };
}

test.describe('pages rendered on the server', () => {
  test("a signed-in rep's customer page comes rendered, hydrates in place and saves as before", async ({
    page,
    request,
  }) => {
    const { errors, customer } = await signedInWithCustomer(page, request);
    const { lastName } = customer;
    // The app keeps the session for the server in a cookie once it has run.
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['pb_session', 'pb_view']));

    const html = await openPage(page, `/customers/${customer.id}`);
    expect(html).toContain('<meta name="pb-rendered" />');
    // Each part of the name is isolated (issue 33).
    expect(html).toMatch(new RegExp(`<h1[^>]*><bdi>Rita</bdi> <bdi>${lastName}</bdi></h1>`));
    expect(html).toContain('aria-label="Current Details For Proposal"');
    // The app's code is not fetched while the page is parsed: the entry preloads what the page
    // lists once it has been painted.
    expect(html).not.toContain('rel="modulepreload"');
    const listed = JSON.parse(/id="pb-preloads">(.*?)<\/script>/.exec(html)![1]!) as string[];
    expect(listed.length).toBeGreaterThan(5);
    await expectLive(page);
    await expect(page.getByRole('heading', { name: `Rita ${lastName}` })).toBeVisible();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    );
    expect(preloaded).toEqual(expect.arrayContaining(listed));

    // The hydrated page works: a change is saved and the next rendered page shows it.
    const info = page.getByRole('region', { name: 'Customer info' });
    await info.getByRole('textbox', { name: 'Phone' }).fill('(602) 555-0199');
    await info.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer updated!')).toBeVisible();
    const again = await openPage(page, `/customers/${customer.id}`);
    // Stored in E.164 (issue 33); the form shows it as (602) 555-0199.
    expect(again).toContain('+16025550199');
    await expectLive(page);
    await expect(info.getByRole('textbox', { name: 'Phone' })).toHaveValue('(602) 555-0199');
    await screenshot(page, 'server-rendered-customer');
    expect(errors).toEqual([]);
  });

  test('on a phone the page is rendered for the phone; a browser resized since renders it itself', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { errors, customer } = await signedInWithCustomer(page, request);
    const html = await openPage(page, `/customers/${customer.id}`);
    expect(html).toContain('<meta name="pb-rendered" />');
    // The phone's shell: the drawer opens from the app bar's menu button.
    expect(html).toContain('aria-label="Open navigation"');
    await expectLive(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The view cookie still says phone (as when a window is made wider between two loads, the
    // cookie being written when a page is left): the server renders the phone's page, and the app,
    // wider now, renders the page itself instead of hydrating the phone's markup.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.context().addCookies([
      {
        name: VIEW_COOKIE,
        value: formatViewHint({ width: 390, reducedMotion: true }),
        url: page.url(),
      },
    ]);
    const phoneMarkup = await openPage(page, `/customers/${customer.id}`);
    expect(phoneMarkup).toContain('aria-label="Open navigation"');
    await expectLive(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("a Closer's cookie renders only what the API lets a Closer read: another rep's customer is not in the page", async ({
    page,
    request,
  }) => {
    const { errors, customer } = await signedInWithCustomer(page, request, {
      email: CLOSER_EMAIL,
    });
    const html = await openPage(page, `/customers/${customer.id}`);
    // Rendered for the Closer, with the API's answer to the Closer: not found, and none of the
    // customer's fields in the markup or in the data the app hydrates with.
    expect(html).toContain('<meta name="pb-rendered" />');
    expect(html).not.toContain(customer.lastName);
    expect(html).not.toContain(customer.address1);
    await expectLive(page);
    await expect(page.getByText(CUSTOMER_MESSAGES.customerNotFound)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('signing out removes the session cookie: the next page is the plain one, and asks to sign in', async ({
    page,
    signInAs,
    request,
  }) => {
    const customer = await createCustomerByApi(request, { lastName: `Out ${uniqueSuffix()}` });
    await signInAs(page, ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Open profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('pb_session');
    const html = await openPage(page, `/customers/${customer.id}`);
    expect(html).not.toContain('pb-rendered');
    expect(html).not.toContain(customer.lastName);
    await expect(page).toHaveURL(/\/login/);
  });
});

import type { Page } from '@playwright/test';
import { ADMIN_EMAIL, expect, signInThroughApi, test } from './fixtures';
import { BUILD_CUSTOMER, buildCustomerId, REP_EMAIL } from './proposal-helpers';

/**
 * The early start (decision 0036): index.html's early-start script preloads the route's chunks
 * and sends its first GET requests before the app has run; the app takes those answers instead
 * of asking again.
 */

/** Every API GET of the page (path and query) and every API answer's status, from now on. */
function watchApi(page: Page) {
  const gets: string[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
      gets.push(`${url.pathname}${url.search}`);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) statuses.push(response.status());
  });
  return { gets, statuses };
}

async function openCustomerPage(page: Page, customerId: string) {
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole('heading', { name: BUILD_CUSTOMER.name })).toBeVisible();
}

test.describe('early start', () => {
  test('the customer page asks for each of its first answers once and uses every early one', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const customerId = await buildCustomerId(page.request);
    const { gets, statuses } = watchApi(page);
    await openCustomerPage(page, customerId);
    await expect(page.locator('dl[aria-label="Current Details For Proposal"]')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const customer = `/api/customers/${customerId}`;
    const early = [
      '/api/auth/me',
      '/api/config',
      customer,
      `${customer}/Details`,
      `${customer}/Proposals?limit=50&offset=0`,
      '/api/PowerCompanies',
      '/api/Installers',
      '/api/Panels',
      '/api/inverters',
      '/api/FinanceOptions',
      '/api/Incentives',
    ];
    // Each sent exactly once: by the early start, and the app found it (no second request).
    expect(early.map((path) => [path, gets.filter((g) => g === path).length])).toEqual(
      early.map((path) => [path, 1]),
    );
    // The newest proposal, which 'Current Details For Proposal' compares, is read once, by the
    // loader, before the page has rendered (the Assigned Reps card asks for its list on mount).
    const compare = gets.filter((g) => /^\/api\/Proposals\/[0-9a-f-]{36}$/.test(g));
    expect(compare).toHaveLength(1);
    expect(gets.indexOf(compare[0]!)).toBeLessThan(gets.indexOf(`${customer}/reps`));
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
    // Every early answer was taken by the app.
    expect(
      await page.evaluate(
        () =>
          (window as { __pbEarly?: { responses: Map<string, unknown> } }).__pbEarly?.responses.size,
      ),
    ).toBe(0);

    // The route's own chunks were preloaded by the early start, beside the entry's.
    const chunks = JSON.parse(
      (await page.locator('#pb-early-chunks').textContent()) ?? '{}',
    ) as Record<string, string[]>;
    const routeChunks = chunks['/customers/:customerId'] ?? [];
    expect(routeChunks.length).toBeGreaterThan(1);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    );
    expect(preloads).toEqual(expect.arrayContaining(routeChunks));
  });

  test('a Sales Rep: only what a rep may read is asked for, nothing is refused', async ({
    page,
  }) => {
    await signInThroughApi(page, REP_EMAIL);
    // The seeded customer's leads name the demo Sales Rep.
    const customerId = await buildCustomerId(page.request);
    const { gets, statuses } = watchApi(page);
    await openCustomerPage(page, customerId);
    await page.waitForLoadState('networkidle');
    expect(gets).toContain(`/api/customers/${customerId}`);
    expect(gets.filter((g) => g.endsWith('/Details') || g === '/api/Panels')).toEqual([]);
    expect(statuses.filter((s) => s === 403)).toEqual([]);
  });
});

import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { CreateUserInput, Me, TokenPair, User } from '@pb/core';
import { createHmac, randomUUID } from 'node:crypto';
import path from 'node:path';
import { E2E_CONTEXT_OPTIONS, E2E_JWT_SECRET } from './e2e-env';
import {
  assertProfileFits,
  launchWorkerProfile,
  resetProfile,
  screenshotIfFailed,
} from './worker-profile';

/** Seeded users (apps/server seed). */
export const ADMIN_EMAIL = 'admin@example.com';
export const CLOSER_EMAIL = 'closer@example.com';

const SCREENSHOT_DIR = path.join(import.meta.dirname, 'artifacts', 'screenshots');

/** Kept as a test artifact: e2e/artifacts/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}.png`),
    animations: 'disabled',
    fullPage: true,
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in through the DEMO section of /login, the way a person would. */
export async function signInWithDemo(page: Page, email: string) {
  await page.goto('/login');
  const demo = page.getByRole('region', { name: 'Demo sign-in' });
  // Each entry reads "<name> · <role> <email>"; match the email at the end exactly.
  await demo.getByRole('button', { name: new RegExp(`\\s${escapeRegExp(email)}$`) }).click();
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
}

/**
 * Signs in as `email` the quick way, then opens `path` (the dashboard unless told): the demo
 * sign-in's tokens are asked of the API and put where the app keeps them (localStorage), from a
 * page of the app's origin that loads no script. The login screen itself is tested in
 * login.spec.ts; the other tests skip its load and the dashboard's. A sign-out then signs out.
 */
export async function signInAs(page: Page, email: string, path = '/') {
  const tokens = await apiTokens(page.request, email);
  await page.goto('/api/health');
  await page.evaluate((pair: TokenPair) => {
    localStorage.setItem('accessToken', pair.accessToken);
    localStorage.setItem('refreshToken', pair.refreshToken);
  }, tokens);
  await page.goto(path);
  if (path === '/')
    await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
}

/** Signs in by putting demo sign-in tokens into the page's storage before it loads (no /login). */
export async function signInThroughApi(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', { data: { type: 'Demo', email } });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as TokenPair;
  await page.addInitScript((pair: TokenPair) => {
    if (localStorage.getItem('accessToken')) return;
    localStorage.setItem('accessToken', pair.accessToken);
    localStorage.setItem('refreshToken', pair.refreshToken);
  }, tokens);
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;

async function apiTokens(request: APIRequestContext, email: string): Promise<TokenPair> {
  const response = await request.post('/api/auth/login', { data: { type: 'Demo', email } });
  expect(response.status(), `demo sign-in as ${email}`).toBe(200);
  return (await response.json()) as TokenPair;
}

/** Reads the signed-in user through the API with the tokens the page holds. */
export async function meOf(page: Page): Promise<Me> {
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Me;
}

/**
 * An access token for `userId` that expired half an hour ago, signed like the server's own
 * (the e2e server runs with E2E_JWT_SECRET): the server answers it with TOKEN_EXPIRED.
 */
export function expiredAccessToken(userId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = encode({ alg: 'HS256' });
  const payload = encode({
    typ: 'access',
    sub: userId,
    sid: randomUUID(),
    iss: 'proposal-builder',
    iat: now - 3600,
    exp: now - 1800,
  });
  const signature = createHmac('sha256', E2E_JWT_SECRET)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

type WorkerFixtures = {
  /** The worker's Chromium profile, its caches kept from test to test (worker-profile.ts). */
  workerProfile: BrowserContext;
};

type Fixtures = {
  /** Demo sign-in without the login page, then `path` opened (signInAs). */
  signInAs: (page: Page, email: string, path?: string) => Promise<void>;
  /** Makes a user with a unique email through the API (as the seeded admin). */
  createUser: (input?: Partial<CreateUserInput>) => Promise<User>;
  /**
   * Set by a test that makes its page fail on purpose (`test.use({ pageErrorsAllowed: true })`);
   * otherwise an error the test's page left uncaught (a throw or a rejected promise nobody
   * handled) fails the test, whatever it checked.
   */
  pageErrorsAllowed: boolean;
  /** Collects the page's uncaught errors; runs for every test. */
  uncaughtPageErrors: void;
};

/** With E2E_TRACE=1 each test gets a new context, so that Playwright records its trace. */
const FRESH_CONTEXTS = process.env.E2E_TRACE === '1';

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerProfile: [
    async ({ playwright, launchOptions }, use) => {
      const profile = await launchWorkerProfile(playwright.chromium, launchOptions);
      await use(profile.context);
      await profile.close();
    },
    { scope: 'worker' },
  ],
  ...(FRESH_CONTEXTS
    ? {}
    : {
        // Playwright gives a fixture only the options its parameter names (a rest element is
        // refused), so each context option is named here and again for the check below.
        context: async (
          {
            workerProfile,
            locale,
            colorScheme,
            reducedMotion,
            timezoneId,
            isMobile,
            hasTouch,
            offline,
            javaScriptEnabled,
            storageState,
            permissions,
            geolocation,
            extraHTTPHeaders,
            httpCredentials,
            userAgent,
            deviceScaleFactor,
          },
          use,
          testInfo,
        ) => {
          assertProfileFits({
            locale,
            colorScheme,
            reducedMotion,
            timezoneId,
            isMobile,
            hasTouch,
            offline,
            javaScriptEnabled,
            storageState,
            permissions,
            geolocation,
            extraHTTPHeaders,
            httpCredentials,
            userAgent,
            deviceScaleFactor,
          });
          await resetProfile(workerProfile);
          await use(workerProfile);
          await screenshotIfFailed(workerProfile, testInfo);
        },
        // The profile opens at the default size; a test that asks for another gets it.
        page: async ({ context, viewport }, use) => {
          const page = context.pages()[0]!;
          const { width, height } = E2E_CONTEXT_OPTIONS.viewport;
          if (viewport && (viewport.width !== width || viewport.height !== height))
            await page.setViewportSize(viewport);
          await use(page);
        },
      }),
  pageErrorsAllowed: [false, { option: true }],
  uncaughtPageErrors: [
    async ({ page, pageErrorsAllowed }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use();
      if (!pageErrorsAllowed) expect(errors, 'errors the page left uncaught').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern
  signInAs: async ({}, use) => {
    await use(signInAs);
  },
  createUser: async ({ request }, use) => {
    const { accessToken } = await apiTokens(request, ADMIN_EMAIL);
    await use(async (input = {}) => {
      const suffix = uniqueSuffix();
      const body: CreateUserInput = {
        firstName: 'Erin',
        lastName: `Test ${suffix}`,
        email: `e2e-${suffix}@example.com`,
        role: 'Closer',
        ...input,
      };
      const response = await request.post('/api/users', {
        data: body,
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as User;
    });
    // No DELETE /api/users exists: made users stay, which a fresh DATA_DIR per run makes harmless.
  },
});

export { expect };

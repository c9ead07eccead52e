import type { BrowserContext, BrowserType, LaunchOptions, TestInfo } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_BASE_URL, E2E_CONTEXT_OPTIONS } from './e2e-env';

/**
 * One Chromium profile per test worker (decision 0073). A fresh browser context per test starts
 * with no HTTP cache and no V8 code cache, so every test compiled the app's ~1.2 MB of
 * JavaScript again; a profile on disk keeps both, as a rep's own browser does. What a test
 * could leave for the next one is wiped before each test (resetProfile).
 */
export async function launchWorkerProfile(chromium: BrowserType, launchOptions: LaunchOptions) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-e2e-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    ...launchOptions,
    ...E2E_CONTEXT_OPTIONS,
    baseURL: E2E_BASE_URL,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Playwright's per-test context options, as a test would set them with `test.use`, against what
 * the shared profile was launched with (undefined: not set). `viewport` is left out: the page
 * fixture sets it on the test's page.
 */
const PROFILE_OPTIONS: Record<string, unknown> = {
  locale: E2E_CONTEXT_OPTIONS.locale,
  colorScheme: E2E_CONTEXT_OPTIONS.colorScheme,
  reducedMotion: E2E_CONTEXT_OPTIONS.reducedMotion,
  timezoneId: undefined,
  isMobile: false,
  hasTouch: false,
  offline: false,
  javaScriptEnabled: true,
  storageState: undefined,
  permissions: undefined,
  geolocation: undefined,
  extraHTTPHeaders: undefined,
  httpCredentials: undefined,
  userAgent: undefined,
  deviceScaleFactor: undefined,
};

/**
 * Fails a test that asks (test.use) for a context option the shared profile cannot take, instead
 * of running it silently without: such a test opens its own with `browser.newContext(…)`.
 */
export function assertProfileFits(options: Record<string, unknown>) {
  for (const [name, value] of Object.entries(options)) {
    if (!(name in PROFILE_OPTIONS))
      throw new Error(`worker-profile.ts does not know the context option ${name}`);
    if (JSON.stringify(value) !== JSON.stringify(PROFILE_OPTIONS[name]))
      throw new Error(
        `test.use({ ${name} }) is not applied to the shared browser profile (e2e/worker-profile.ts): open a context of your own with browser.newContext({ ${name}: … })`,
      );
  }
}

/** Every kind of site data but the HTTP cache (which holds the hashed assets and their code). */
const SITE_DATA =
  'cookies,local_storage,session_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shared_storage,storage_buckets';

/**
 * Gives the next test a profile as a new context would have it, caches aside: one blank page, and
 * no other page, cookie, permission, storage or service worker of the last test.
 */
export async function resetProfile(context: BrowserContext) {
  const page = await context.newPage();
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: E2E_BASE_URL, storageTypes: SITE_DATA });
  await cdp.detach();
}

/** What Playwright's own recorder does for a failing test's pages: a screenshot of each. */
export async function screenshotIfFailed(context: BrowserContext, testInfo: TestInfo) {
  if (testInfo.status === testInfo.expectedStatus) return;
  let index = 0;
  for (const page of context.pages()) {
    index += 1;
    const file = testInfo.outputPath(`test-failed-${index}.png`);
    try {
      await page.screenshot({ path: file, timeout: 5_000 });
      await testInfo.attach(`screenshot ${index}`, { path: file, contentType: 'image/png' });
    } catch {
      // A page that cannot be drawn any more (crashed, closing) has nothing to show.
    }
  }
}

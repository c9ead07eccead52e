/** Settings shared by the Playwright config, the server it starts and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Every test's page, unless it says otherwise. */
export const E2E_CONTEXT_OPTIONS = {
  viewport: { width: 1280, height: 800 },
  // What Playwright gives a new context unless told otherwise; the shared profile is told.
  locale: 'en-US',
  colorScheme: 'light',
  // The app turns every MUI transition off when the OS asks for reduced motion.
  reducedMotion: 'reduce',
} as const;
/** The e2e server signs access tokens with this, so a test can make an expired one. */
export const E2E_JWT_SECRET = 'e2e-only-secret-not-for-production-0123456789';

/** Debian's Chromium (never `playwright install`), headless, without background traffic. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

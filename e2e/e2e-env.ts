/** Settings shared by the Playwright config, the server it starts and the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
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

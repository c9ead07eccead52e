// The customer page's ready moment, taken inside the page (issue 15's "customer page ready").
//
// Playwright's `locator.waitFor` polls at 0, 20, 50, 100, 100 ms and then every 500 ms, and each
// poll of a role locator walks the page's accessibility tree on the page's own (throttled) main
// thread. Timed that way, "ready" was rounded up to the next poll (up to half a second late) and
// the polls' own long tasks counted as the page's blocking time. Here a MutationObserver, installed
// before the app's first script, notices when the heading and the details list are in the document;
// the moment is taken after the next frame (requestAnimationFrame, then a task), when both have
// been laid out and painted and have a box. Nothing is forced: by then layout is clean.
import type { Browser, BrowserContext, Page } from '@playwright/test';

type ReadyWindow = Window & { __pbReadyAt?: number };

// Plain JavaScript: tsx's `keepNames` would wrap the functions of a TypeScript init script in a
// `__name` helper that does not exist in the page.
const OBSERVER = `
(name) => {
  const heading = () =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].find(
      (h) => h.textContent.trim() === name,
    ) ?? null;
  const details = () => document.querySelector('dl[aria-label="Current Details For Proposal"]');
  const hasBox = (e) => {
    const r = e && e.getBoundingClientRect();
    return !!r && r.width > 0 && r.height > 0;
  };
  let armed = false;
  const check = () => {
    if (window.__pbReadyAt !== undefined || armed || !details() || !heading()) return;
    armed = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        armed = false;
        if (hasBox(details()) && hasBox(heading())) {
          window.__pbReadyAt = performance.now();
          observer.disconnect();
        } else check();
      }),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}
`;

/** Installs the observer in every page of `context` (before the app's scripts run). */
export async function markCustomerPageReady(context: BrowserContext, heading: string) {
  await context.addInitScript({ content: `(${OBSERVER})(${JSON.stringify(heading)});` });
}

/** Waits for the moment marked by `markCustomerPageReady` and returns it (ms since navigation). */
export async function customerPageReadyAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as ReadyWindow).__pbReadyAt, undefined, {
    timeout: 60_000,
    polling: 250,
  });
  return (await handle.jsonValue()) as number;
}

/**
 * A new browser context holding `storage` in localStorage (a signed-in user's), with the ready
 * observer for `heading`, and a page in it at 4× CPU, not yet navigated (the diagnostics' load).
 */
export async function throttledCustomerPage(
  browser: Browser,
  storage: Record<string, string>,
  heading: string,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await markCustomerPageReady(context, heading);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

// A page's ready moment, taken inside the page (issue 15's "customer page ready"; the share link's
// deck likewise): its heading and one more element that only the loaded page has.
//
// Playwright's `locator.waitFor` polls at 0, 20, 50, 100, 100 ms and then every 500 ms, and each
// poll of a role locator walks the page's accessibility tree on the page's own (throttled) main
// thread. Timed that way, "ready" was rounded up to the next poll (up to half a second late) and
// the polls' own long tasks counted as the page's blocking time. Here a MutationObserver, installed
// before the app's first script, notices when the heading and that element are in the document;
// the moment is taken after the next frame (requestAnimationFrame, then a task), when both have
// been laid out and painted and have a box. Nothing is forced: by then layout is clean.
import type { Browser, BrowserContext, Page } from '@playwright/test';

// Plain JavaScript: tsx's `keepNames` would wrap the functions of a TypeScript init script in a
// `__name` helper that does not exist in the page.
const OBSERVER = `
(name, selector) => {
  const heading = () =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].find(
      (h) => h.textContent.trim() === name,
    ) ?? null;
  const loaded = () => document.querySelector(selector);
  const hasBox = (e) => {
    const r = e && e.getBoundingClientRect();
    return !!r && r.width > 0 && r.height > 0;
  };
  // Live: the root takes input (it is not inert). The app renders every page itself (decision
  // 0060), so a page is live as soon as it is there.
  const isLive = () => {
    const root = document.getElementById('root');
    return !!root && !root.hasAttribute('inert');
  };
  let armed = false;
  const check = () => {
    if (window.__pbReadyAt !== undefined) {
      if (window.__pbLiveAt === undefined && isLive()) {
        window.__pbLiveAt = performance.now();
        observer.disconnect();
      }
      return;
    }
    if (armed || !loaded() || !heading()) return;
    armed = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        armed = false;
        if (hasBox(loaded()) && hasBox(heading())) {
          window.__pbReadyAt = performance.now();
          check();
        } else check();
      }),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['inert'],
  });
}
`;

/** The customer page's details list ('Current Details For Proposal'), the last thing it shows. */
export const CUSTOMER_PAGE_LOADED = 'dl[aria-label="Current Details For Proposal"]';
/** The customer-facing deck, rendered (its cover's heading is the customer's name). */
export const DECK_LOADED = 'main[aria-label="Proposal"]';

/**
 * Installs the observer in every page of `context` (before the app's scripts run): ready once a
 * heading reads `heading` and `selector` (by default the customer page's) is in the document.
 */
export async function markPageReady(
  context: BrowserContext,
  heading: string,
  selector: string = CUSTOMER_PAGE_LOADED,
) {
  await context.addInitScript({
    content: `(${OBSERVER})(${JSON.stringify(heading)}, ${JSON.stringify(selector)});`,
  });
}

/**
 * Waits for the moment marked by `markPageReady` and returns it (ms since navigation).
 *
 * Read over the DevTools protocol (`Runtime.evaluate` of one property, every 250 ms), not with
 * `page.waitForFunction`: that installs Playwright's injected script (~0.3 MB) in the page, and
 * parsing it at 4× CPU was a ~100 ms task of the page's main thread in the middle of the load,
 * counted in its blocking time and delaying its ready moment — a cost no user's browser has.
 */
export function pageReadyAt(page: Page, timeoutMs = 60_000): Promise<number> {
  return pageMark(page, '__pbReadyAt', timeoutMs);
}

/**
 * The moment the page marked ready took input (ms since navigation): the ready moment itself
 * while the app renders every page (decision 0060); it would differ for an inert, server-rendered
 * page waiting for hydration.
 */
export function pageLiveAt(page: Page, timeoutMs = 60_000): Promise<number> {
  return pageMark(page, '__pbLiveAt', timeoutMs);
}

async function pageMark(page: Page, mark: string, timeoutMs: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      // Undefined until marked; a navigation still committing may refuse the call: ask again.
      const value = await cdp
        .send('Runtime.evaluate', { expression: `window.${mark}`, returnByValue: true })
        .then(
          ({ result }) => result.value as unknown,
          () => undefined,
        );
      if (typeof value === 'number') return value;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the page was not ready within ${timeoutMs / 1000} s`);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * A new browser context holding `storage` in localStorage (a signed-in user's), with the ready
 * observer for `heading`, and a page in it at 4× CPU, not yet navigated (the diagnostics' load).
 */
export async function throttledCustomerPage(
  browser: Browser,
  storage: Record<string, string>,
  heading: string,
  selector: string = CUSTOMER_PAGE_LOADED,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await markPageReady(context, heading, selector);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

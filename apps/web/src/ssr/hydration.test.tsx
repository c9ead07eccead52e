import { SERVER_RENDER_DATA_ID, SESSION_COOKIE } from '@pb/core';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, mountApp } from '../app/mount-app';
import { customerPageHandlers } from '../app/testing/customer-page-handlers';
import { buildProposal } from '../features/customer-details/testing/details-test-data';
import { currentView } from '../lib/session-cookie';
import { buildCustomer, buildMe } from '../testing/factories';
import { configHandler, meHandler, setupMsw } from '../testing/msw';
// Also fails the test on any console.error, React's hydration warnings among them.
import { waitFor } from '../testing/test-utils';
import { render } from './entry-server';
import { settleQueries } from './settle-queries';

const server = setupMsw(configHandler());
const customer = buildCustomer();
const admin = buildMe('Admin');

/** An access token's shape (the app reads its user, `sub`; the server checks the signature). */
const tokenFor = (userId: string) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: userId, exp: 4_000_000_000 }), 'sig']
    .map((part, i) => (i < 2 ? btoa(part).replace(/=+$/, '') : part))
    .join('.');

/** The page as the server sends it: its markup in #root (inert), its data after it. */
async function serverRenderedPage(view = currentView(), renderedCustomer = customer, me = admin) {
  const token = tokenFor(me.id);
  const url = `/customers/${renderedCustomer.id}`;
  const page = await render({
    url,
    origin: window.location.origin,
    accessToken: token,
    fetch: (...args) => fetch(...args),
    userId: me.id,
    view,
  });
  if (!page) throw new Error('the server did not render the customer page');
  window.history.replaceState(null, '', url);
  document.body.innerHTML =
    `<div id="root" inert>${page.html}</div>` +
    `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">${page.data}</script>`;
  return { root: document.getElementById('root')!, token, page };
}

/** Errors thrown outside React's render (a failed hydration is reported so). */
function uncaughtErrors() {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error ?? event.message));
  window.addEventListener('error', onError);
  afterEach(() => window.removeEventListener('error', onError));
  return errors;
}

describe('a customer page rendered on the server (decision 0044)', { timeout: 30_000 }, () => {
  // The width test-utils' media queries answer for (jsdom's own is 1024).
  beforeEach(() =>
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true }),
  );
  /** What a test started, stopped when it ends (its requests would outlive it). */
  let started:
    | { router: { dispose(): void }; queryClient: QueryClient; reactRoot?: { unmount(): void } }
    | undefined;
  afterEach(async () => {
    // The route's loader asks on (a query once another answers): let it finish first.
    if (started) await settleQueries(started.queryClient, 5_000);
    started?.reactRoot?.unmount();
    started?.router.dispose();
    started = undefined;
    document.body.innerHTML = '';
  });

  it('shows the customer and the details list before the app runs, then hydrates without a mismatch', async () => {
    server.use(meHandler(admin), ...customerPageHandlers(customer, [buildProposal()]));
    const { root, token } = await serverRenderedPage();
    const heading = root.querySelector('h1');
    expect(heading?.textContent).toBe('Maria Alvarez');
    const details = root.querySelector('dl[aria-label="Current Details For Proposal"]');
    expect(details).not.toBeNull();

    localStorage.setItem('accessToken', token);
    const errors = uncaughtErrors();
    const { isHydrating, ...app } = await createApp(root);
    expect(isHydrating).toBe(true);
    expect(document.getElementById(SERVER_RENDER_DATA_ID)).toBeNull();
    started = { ...app, reactRoot: mountApp(root, app, true) };

    await waitFor(() => expect(root.hasAttribute('inert')).toBe(false));
    // Hydrated, not rendered anew: the server's elements are the page's (a mismatch would have
    // made React replace them), and no warning about a differing attribute was given (test-utils
    // fails the test on any console.error).
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('dl[aria-label="Current Details For Proposal"]')).toBe(details);
    expect(errors).toEqual([]);
    // The session cookie follows the token the app holds.
    expect(document.cookie).toContain(`${SESSION_COOKIE}=${token}`);
  });

  it("a Closer's customer page (the rep view) hydrates without a mismatch too", async () => {
    const closer = buildMe('Closer');
    server.use(meHandler(closer), ...customerPageHandlers(customer, [buildProposal()]));
    const { root, token } = await serverRenderedPage(currentView(), customer, closer);
    const heading = root.querySelector('h1');
    expect(heading?.textContent).toBe('Maria Alvarez');
    expect(root.querySelector('form[aria-label="Power info"]')).toBeNull();
    localStorage.setItem('accessToken', token);
    const errors = uncaughtErrors();
    const { isHydrating, ...app } = await createApp(root);
    expect(isHydrating).toBe(true);
    started = { ...app, reactRoot: mountApp(root, app, true) };
    await waitFor(() => expect(root.hasAttribute('inert')).toBe(false));
    expect(root.querySelector('h1')).toBe(heading);
    expect(errors).toEqual([]);
  });

  it("keeps a customer's text from ending the data's script element", async () => {
    const named = buildCustomer({
      firstName: '</script><script>alert(1)</script>',
      lastName: '<!--',
    });
    server.use(meHandler(admin), ...customerPageHandlers(named, [buildProposal()]));
    const { root, page } = await serverRenderedPage(currentView(), named);
    expect(page.data).not.toMatch(/[<>]/);
    expect(root.querySelector('h1')?.textContent).toBe('</script><script>alert(1)</script> <!--');
    const script = document.getElementById(SERVER_RENDER_DATA_ID)!;
    expect(JSON.stringify(JSON.parse(script.textContent!))).toContain(
      '"firstName":"</script><script>alert(1)</script>"',
    );
  });

  it('renders anew, without hydrating, for a browser whose view differs from the one rendered for', async () => {
    server.use(meHandler(admin), ...customerPageHandlers(customer, [buildProposal()]));
    const view = currentView();
    const { root, token } = await serverRenderedPage({
      ...view,
      reducedMotion: !view.reducedMotion,
    });
    localStorage.setItem('accessToken', token);
    const { isHydrating, ...app } = await createApp(root);
    started = app;
    expect(isHydrating).toBe(false);
    expect(root.childElementCount).toBe(0);
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('renders anew for a browser signed in as someone else since', async () => {
    server.use(meHandler(admin), ...customerPageHandlers(customer, [buildProposal()]));
    const { root } = await serverRenderedPage();
    localStorage.setItem('accessToken', tokenFor(buildMe('Closer').id));
    const { isHydrating, ...app } = await createApp(root);
    started = app;
    expect(isHydrating).toBe(false);
    expect(root.childElementCount).toBe(0);
  });
});

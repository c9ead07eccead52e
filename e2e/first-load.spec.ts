import type { APIRequestContext, Page } from '@playwright/test';
import {
  ONBOARDING_MESSAGES,
  PROPOSAL_MESSAGES,
  type CustomerProposalsResponse,
  type ProposalShare,
} from '@pb/core';
import { ADMIN_EMAIL, CLOSER_EMAIL, expect, signInThroughApi, test } from './fixtures';
import {
  authHeaders,
  BUILD_CUSTOMER,
  buildCustomerId,
  copyBody,
  getProposal,
  REP_EMAIL,
} from './proposal-helpers';

/**
 * First load (decision 0079): index.html's early-start script preloads the route's chunks before
 * the app's entry has run; the route's loader and its screen ask for each first answer once.
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

type WatchedApi = Awaited<ReturnType<typeof watchApi>>;

/**
 * What a first-load test asks of one load: each of `once` asked exactly once, and no answer a
 * refusal (but what `isExpectedRefusal` names). `resynced` are read once more by the app when its
 * realtime socket resyncs, if their list is already there: once or twice.
 */
function expectFirstLoad(
  { gets, statuses }: WatchedApi,
  once: readonly string[],
  {
    resynced = [],
    label = '',
    isExpectedRefusal = () => false,
  }: {
    resynced?: string[];
    label?: string;
    isExpectedRefusal?: (status: number) => boolean;
  } = {},
) {
  const count = (path: string) => gets.filter((g) => g === path).length;
  expect(
    once.map((p) => [p, count(p)]),
    label,
  ).toEqual(once.map((p) => [p, 1]));
  for (const path of resynced) expect([1, 2], `${label} ${path}`).toContain(count(path));
  expect(
    statuses.filter((s) => s >= 400 && !isExpectedRefusal(s)),
    label,
  ).toEqual([]);
}

/**
 * How many chunks the build listed for the early route `path` (index.html's #pb-early-chunks);
 * fails unless the early-start script preloaded every one of them.
 */
async function preloadedRouteChunks(page: Page, path: string) {
  const chunks = JSON.parse(
    (await page.locator('#pb-early-chunks').textContent()) ?? '{}',
  ) as Record<string, string[]>;
  const routeChunks = chunks[path] ?? [];
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  );
  expect(preloads).toEqual(expect.arrayContaining(routeChunks));
  return routeChunks.length;
}

/** The first proposal of the customer's list, as `email` reads it. */
async function firstProposal(request: APIRequestContext, customerId: string, email = ADMIN_EMAIL) {
  const list = await request.get(`/api/customers/${customerId}/Proposals?limit=50&offset=0`, {
    headers: await authHeaders(request, email),
  });
  const proposal = ((await list.json()) as CustomerProposalsResponse).items[0];
  expect(proposal, 'a proposal of the seeded customer').toBeTruthy();
  return proposal!;
}

async function openCustomerPage(page: Page, customerId: string) {
  await page.goto(`/customers/${customerId}`);
  await expect(page.getByRole('heading', { name: BUILD_CUSTOMER.name })).toBeVisible();
}

test.describe('first load', () => {
  test('the customer page asks for each of its first answers once, and its chunks were preloaded', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const customerId = await buildCustomerId(page.request);
    const api = watchApi(page);
    await openCustomerPage(page, customerId);
    await expect(page.locator('dl[aria-label="Current Details For Proposal"]')).toBeVisible();
    const customer = `/api/customers/${customerId}`;
    // The Assigned Reps card mounts once it is seen (MountWhenVisible), which on a slow machine
    // can come after half a second without requests: wait for its list, then for quiet.
    const { gets } = api;
    await expect.poll(() => gets.includes(`${customer}/reps`)).toBe(true);
    await page.waitForLoadState('networkidle');

    const once = [
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
    // Each asked exactly once: the loader's and the screen's queries share the answers.
    expectFirstLoad(api, once);
    // The newest proposal, which 'Current Details For Proposal' compares, is read once, by the
    // loader, before the page has rendered (the Assigned Reps card asks for its list on mount).
    const compare = gets.filter((g) => /^\/api\/Proposals\/[0-9a-f-]{36}$/.test(g));
    expect(compare).toHaveLength(1);
    expect(gets.indexOf(compare[0]!)).toBeLessThan(gets.indexOf(`${customer}/reps`));

    // The route's own chunks (the shell's and the page's) were preloaded before the app ran.
    expect(await preloadedRouteChunks(page, '/customers/:customerId')).toBeGreaterThan(1);
  });

  test('index.html preloads only what /login needs; each other route preloads the app layout, @pb/core and MUI with its own chunks', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const preloaded = [
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]!);
    // Decision 0063: the entry is React, React Router and the route table.
    expect(
      preloaded.filter((file) => /\/(mui|mui-screens|core|forms|tanstack|app)-/.test(file)),
    ).toEqual([]);
    const early = JSON.parse(
      /<script type="application\/json" id="pb-early-chunks">([^<]*)<\/script>/.exec(html)![1]!,
    ) as Record<string, string[]>;
    expect(early['/login']).toEqual([expect.stringMatching(/^\/assets\/login-/)]);
    // The app layout is in the `app` chunk (not `app-data-…`, not `app-screens-…`).
    for (const chunk of [
      /^app-[\w-]{8}\.js$/,
      /^core-/,
      /^mui-screens-/,
      /^tanstack-/,
      /^customer-/,
    ])
      expect(
        early['/customers/:customerId']?.map((file) => file.replace('/assets/', '')),
        String(chunk),
      ).toEqual(expect.arrayContaining([expect.stringMatching(chunk)]));
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
    // Again: a reload reads /auth/me anew.
    await page.reload();
    await expect(page.getByRole('heading', { name: BUILD_CUSTOMER.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(gets).toContain(`/api/customers/${customerId}`);
    expect(gets.filter((g) => g.endsWith('/Details') || g === '/api/Panels')).toEqual([]);
    expect(statuses.filter((s) => s === 403)).toEqual([]);
  });

  /** The proposal screens' first requests, each expected exactly once. */
  const proposalScreenGets = (customerId: string) => [
    '/api/auth/me',
    '/api/config',
    `/api/customers/${customerId}`,
    `/api/customers/${customerId}/Details`,
    `/api/customers/${customerId}/baseline`,
    '/api/Installers',
    '/api/Panels',
    '/api/inverters',
    '/api/FinanceOptions',
    '/api/Incentives',
    '/api/Templates',
    '/api/settings/site',
  ];

  for (const [role, email] of [
    ['the admin', ADMIN_EMAIL],
    ['a Sales Rep', REP_EMAIL],
  ] as const) {
    test(`the proposal builder and editor as ${role}: each first answer asked once, none refused`, async ({
      page,
    }) => {
      await signInThroughApi(page, email);
      const customerId = await buildCustomerId(page.request);
      const builder = watchApi(page);
      await page.goto(`/customers/${customerId}/proposal-builder`);
      await expect(
        page.getByRole('heading', { name: `Proposal Builder — ${BUILD_CUSTOMER.name}` }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const expected = proposalScreenGets(customerId);
      expectFirstLoad(builder, expected);

      // The editor of a proposal of the customer's that this user may read.
      const proposal = await firstProposal(page.request, customerId, email);
      const editor = watchApi(page);
      await page.goto(`/customers/${customerId}/proposals/${proposal.id}`);
      await expect(
        page.getByRole('heading', { name: new RegExp(`^Prop${proposal.proposalNumber}`) }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expectFirstLoad(editor, [`/api/Proposals/${proposal.id}`, ...expected]);
    });
  }

  test('the customers list: its default first page is asked for once; another view asks for its own', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const first = watchApi(page);
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expectFirstLoad(first, ['/api/auth/me', '/api/config', '/api/customers?page=0&pageSize=25']);

    const searched = watchApi(page);
    await page.goto('/customers?search=Alvarez');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(searched.gets.filter((g) => g.startsWith('/api/customers?'))).toEqual([
      '/api/customers?searchTerm=Alvarez&page=0&pageSize=25',
    ]);
  });

  const catalogueLists = [
    ['/power-companies', 'Power Companies', ['/api/PowerCompanies']],
    ['/panels', 'Panels', ['/api/Panels', '/api/Installers']],
    ['/installers', 'Installers', ['/api/Installers']],
    ['/inverters', 'Inverters', ['/api/inverters']],
    ['/finance-options', 'Finance Options', ['/api/FinanceOptions', '/api/Installers']],
    ['/incentives', 'Incentives', ['/api/Incentives']],
    ['/contract-templates', 'Contract Templates', ['/api/ContractTemplates']],
    ['/area-groups', 'Site Survey Slots', ['/api/AreaGroups']],
    ['/users', 'Users', ['/api/users']],
    ['/settings', 'Site Settings', ['/api/settings/site']],
    ['/sitesettings', 'Site Settings', ['/api/settings/site']],
    [
      '/outbox',
      'Outbox',
      ['/api/emails/outbox?page=1&pageSize=25', '/api/notifications/outbox?page=1&pageSize=25'],
    ],
    ['/templates', 'My Templates', ['/api/Templates']],
  ] as const;

  test('the catalogue lists and admin screens as the admin: each list asked once, none refused', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    for (const [path, heading, lists] of catalogueLists) {
      const api = watchApi(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expectFirstLoad(api, ['/api/auth/me', '/api/config', ...lists], { label: path });
    }
  });

  /** Each editor: its list (to find a first item), that item's path, and what the editor asks. */
  const itemEditors = [
    [
      '/api/PowerCompanies',
      (id: string) => `/power-companies/${id}`,
      (id: string) => [`/api/PowerCompanies/${id}`],
    ],
    [
      '/api/Panels',
      (id: string) => `/panels/${id}`,
      (id: string) => [`/api/Panels/${id}`, '/api/Installers'],
    ],
    [
      '/api/Installers',
      (id: string) => `/installers/${id}`,
      (id: string) => [`/api/Installers/${id}`],
    ],
    [
      '/api/inverters',
      (id: string) => `/inverters/${id}`,
      (id: string) => [`/api/inverters/${id}`],
    ],
    [
      '/api/FinanceOptions',
      (id: string) => `/finance-options/${id}`,
      (id: string) => [`/api/FinanceOptions/${id}`, '/api/Installers'],
    ],
    [
      '/api/Incentives',
      (id: string) => `/incentives/${id}`,
      (id: string) => [`/api/Incentives/${id}`],
    ],
    [
      '/api/ContractTemplates',
      (id: string) => `/contract-templates/${encodeURIComponent(id)}`,
      (id: string) => [`/api/ContractTemplates/${encodeURIComponent(id)}`],
    ],
    ['/api/AreaGroups', (id: string) => `/area-groups/${id}`, () => ['/api/AreaGroups']],
    ['/api/users', (id: string) => `/users/${id}`, (id: string) => [`/api/users/${id}`]],
    [
      '/api/Templates',
      (id: string) => `/templates/${id}`,
      (id: string) => [`/api/Templates/${id}`],
    ],
  ] as const;

  test('each item editor as the admin: its item and lists asked once', async ({ page }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const headers = await authHeaders(page.request, ADMIN_EMAIL);
    for (const [list, pathOf, requestsOf] of itemEditors) {
      const answer = (await (await page.request.get(list, { headers })).json()) as
        Record<string, string>[] | { items: Record<string, string>[] };
      const first = (Array.isArray(answer) ? answer : answer.items)[0];
      const id = first?.id ?? first?.pandadocId;
      expect(id, `an item of ${list}`).toBeTruthy();
      const path = pathOf(id!);
      const api = watchApi(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expectFirstLoad(api, ['/api/auth/me', '/api/config', ...requestsOf(id!)], {
        label: path,
        // A provider template without a mapping answers 404: the editor starts a new one.
        isExpectedRefusal: (s) => s === 404 && list === '/api/ContractTemplates',
      });
    }
  });

  test('the dashboard: the redesign requests are asked for who sees that dashboard, and not for a Closer', async ({
    page,
    browser,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const api = watchApi(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expectFirstLoad(api, ['/api/auth/me', '/api/config'], {
      resynced: ['/api/chats/requests'],
    });

    const closer = await browser.newPage();
    try {
      await signInThroughApi(closer, CLOSER_EMAIL);
      const closerApi = watchApi(closer);
      await closer.goto('/');
      await expect(closer.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await closer.waitForLoadState('networkidle');
      expect(closerApi.gets).not.toContain('/api/chats/requests');
      expectFirstLoad(closerApi, ['/api/auth/me', '/api/config']);
      expect(closerApi.statuses.filter((s) => s >= 400)).toEqual([]);
    } finally {
      await closer.close();
    }
  });

  test('a catalogue list as a Sales Rep: Access Denied, and its lists are not asked for', async ({
    page,
  }) => {
    await signInThroughApi(page, REP_EMAIL);
    const { gets, statuses } = watchApi(page);
    for (const load of [() => page.goto('/panels'), () => page.reload()]) {
      await load();
      await expect(page.getByText('Access Denied').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(gets.filter((g) => g === '/api/Panels' || g === '/api/Installers')).toEqual([]);
    expect(statuses.filter((s) => s === 403)).toEqual([]);
  });

  test("a customer's share link: the frozen deck is asked for once, without a token", async ({
    page,
    request,
  }) => {
    const headers = await authHeaders(request, ADMIN_EMAIL);
    const proposal = await firstProposal(request, await buildCustomerId(request));
    const share = await request.post(`/api/Proposals/${proposal.id}/shares`, { headers });
    expect(share.status(), await share.text()).toBe(201);
    const { token } = (await share.json()) as ProposalShare;

    // The customer: no tokens in this browser.
    const { gets, statuses } = watchApi(page);
    const withToken: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['authorization']) withToken.push(r.url());
    });
    await page.goto(`/p/${token}`);
    await expect(page.getByText(BUILD_CUSTOMER.name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(gets).toEqual([`/api/public/shares/${token}`]);
    expect(statuses).toEqual([200]);
    expect(withToken).toEqual([]);
    expect(await preloadedRouteChunks(page, '/p/:token')).toBeGreaterThan(0);
  });

  test("the rep's deck: /auth/me and the deck asked once each, no shell requests; a bad link asks for nothing", async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const proposal = await firstProposal(page.request, await buildCustomerId(page.request));
    const deck = `/api/Proposals/${proposal.id}/deck`;

    const api = watchApi(page);
    await page.goto(`/public/proposal/${proposal.id}/edit/Prop${proposal.proposalNumber}`);
    await expect(page.getByRole('main', { name: 'Proposal' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expectFirstLoad(api, ['/api/auth/me', deck]);
    expect(api.gets).not.toContain('/api/config');

    const bad = watchApi(page);
    await page.goto(`/public/proposal/${proposal.id}/edit/Nope`);
    await expect(page.getByText(PROPOSAL_MESSAGES.proposalDoesNotExist)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bad.gets).toEqual([]);
  });

  test('the onboarding stepper: /auth/me and its context asked once each, no shell requests', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const headers = await authHeaders(page.request, ADMIN_EMAIL);
    const seeded = await firstProposal(page.request, await buildCustomerId(page.request));
    // A copy of its own: onboarding may start a contract, which no other test should meet.
    const view = await getProposal(page.request, seeded.id);
    const created = await page.request.post('/api/Proposals', {
      headers,
      data: copyBody(view, { description: 'First-load onboarding' }),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const api = watchApi(page);
    await page.goto(`/public/proposal/${id}/createAgreement`);
    await expect(page.getByRole('heading', { name: 'Customer Onboarding' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expectFirstLoad(api, ['/api/auth/me', `/api/Contracts/${id}/onboarding`]);
    expect(api.gets).not.toContain('/api/config');
  });

  test('the rep view: the customer, the proposals shared with reps and Redesign History asked once', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    const customerId = await buildCustomerId(page.request);
    const api = watchApi(page);
    await page.goto(`/customers/${customerId}/repView`);
    await expect(page.getByRole('heading', { level: 1, name: BUILD_CUSTOMER.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const customer = `/api/customers/${customerId}`;
    expectFirstLoad(
      api,
      [
        '/api/auth/me',
        '/api/config',
        customer,
        `${customer}/Proposals?limit=50&offset=0&onlyViewableByRep=true`,
      ],
      // Redesign History, which the socket's resync may read again (as on the dashboard).
      { resynced: [`/api/chats/customer/${customerId}/`] },
    );
    expect(await preloadedRouteChunks(page, '/customers/:customerId/repView')).toBeGreaterThan(1);
  });

  test('the contract fix screen: its chunks preloaded, no shell requests; the contract once the role is known', async ({
    page,
  }) => {
    await signInThroughApi(page, ADMIN_EMAIL);
    // The seeded proposal has no contract: the screen says so, in the spec's words.
    const seeded = await firstProposal(page.request, await buildCustomerId(page.request));
    const contract = `/api/Contracts/${seeded.id}`;
    const api = watchApi(page);
    await page.goto(`/public/proposal/${seeded.id}/createAgreement/fix`);
    await expect(page.getByText(ONBOARDING_MESSAGES.unableToGetContract)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expectFirstLoad(api, ['/api/auth/me'], {
      isExpectedRefusal: (s) => s === 404,
    });
    expect(api.gets).not.toContain('/api/config');
    // Asked by the screen once the user's role (Admin) allowed it.
    expect(api.gets.filter((g) => g === contract)).toEqual([contract]);
    expect(api.statuses.filter((s) => s >= 400)).toEqual([404]);
    expect(
      await preloadedRouteChunks(page, '/public/proposal/:proposalId/createAgreement/fix'),
    ).toBeGreaterThan(0);
  });
});

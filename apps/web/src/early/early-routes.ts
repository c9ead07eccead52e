/**
 * What the main screens need before the app's own code has run (issue 15, decision 0036): the
 * chunks of their lazily loaded route modules and their first GET requests. Read by the
 * early-start script in the browser and by the build (`build-tools/early-start.ts`), which turns
 * `modules` into chunk files. Imports nothing: the early-start chunk must stay a few hundred bytes.
 */
export type EarlyRoute = {
  /** The route's path; a `:name` segment matches any one segment. */
  path: string;
  /** The route modules (under `src/`) whose chunks the page loads, shell first. */
  modules: string[];
  /** GET paths under the API's base any signed-in user may ask for. */
  requests?: (params: Record<string, string>) => string[];
  /**
   * A signed-in screen outside the shell (the deck): the shell's own requests (SHELL_REQUESTS)
   * are not sent; `/auth/me` still is.
   */
  withoutShell?: true;
  /**
   * A screen anyone may open without signing in (a customer's share link): GET paths under the
   * API's base sent without a token, and only when none is stored (the app would send its
   * token, and the answer would not be taken). No shell, no `requests`, no `capable`.
   */
  publicRequests?: (params: Record<string, string>) => string[];
  /**
   * GET paths asked for only for a holder of the capability (the app asks for them only then),
   * given the path's parameters and the page URL's query (`location.search`). The server answers
   * each by the token's user, whatever the early start believed.
   */
  capable?: {
    capability: string;
    requests: (params: Record<string, string>, search: string) => string[];
  };
};

/** The signed-in shell (app bar, drawer); every route below renders inside it. */
const SHELL = 'app/routes/app/root.tsx';
/**
 * The layout every page but /login renders in (MUI's theme, the query client and the API client,
 * decision 0063): the router loads it lazily, so each route preloads it.
 */
const APP_LAYOUT = ['app/app-layout.tsx', 'app/query-client-start.ts'];

/** The signed-in user: asked for first; its capabilities decide the `capable` requests. */
export const ME_REQUEST = '/auth/me';
/** What else the shell asks for on every signed-in screen. */
export const SHELL_REQUESTS = ['/config'];

const customer = (id: string) => `/customers/${encodeURIComponent(id)}`;

/**
 * What the proposal builder and editor read first (any signed-in user may ask; the server
 * answers 404 for a customer out of reach, as it would to the screen itself).
 */
const proposalScreenRequests = (customerId: string) => [
  customer(customerId),
  `${customer(customerId)}/Details`,
  `${customer(customerId)}/baseline`,
  '/Installers',
  '/Panels',
  '/inverters',
  '/FinanceOptions',
  '/Incentives',
  '/Templates',
  '/settings/site',
];

/**
 * A list or settings screen in the shell: its module and what its loader prefetches for a holder
 * of `capability` (the catalogue's admins unless said otherwise).
 */
const listScreen = (
  path: string,
  module: string,
  requests: string[],
  capability = 'PB_MANAGE_ADMIN_ITEMS',
): EarlyRoute => ({
  path,
  modules: [SHELL, `app/routes/app/${module}.tsx`],
  capable: { capability, requests: () => requests },
});

/**
 * An item's editor in the shell (a catalogue item, a user, a proposal template): its module and
 * what its loader prefetches for a holder of `capability`, given the path's parameters.
 */
const itemScreen = (
  path: string,
  module: string,
  requests: (params: Record<string, string>) => string[],
  capability = 'PB_MANAGE_ADMIN_ITEMS',
): EarlyRoute => ({
  path,
  modules: [SHELL, `app/routes/app/${module}.tsx`],
  capable: { capability, requests },
});

const item = (base: string, id = '') => `${base}/${encodeURIComponent(id)}`;

/**
 * The deck a rep shows the customer (spec 3 §2), view, edit and public-link forms: no shell; the
 * user and the deck (features/proposal-deck/api/get-proposal-deck.ts). A link whose last segment
 * is not `Prop{n}` shows the not-found text without asking, so nothing is sent for it.
 */
const deckRoutes: EarlyRoute[] = [
  '/public/proposal/:proposalId',
  '/public/proposal/:proposalId/edit',
  '/public/proposal/:proposalId/edit/:propNumber',
].map((path) => ({
  path,
  modules: ['app/routes/public/proposal-deck.tsx'],
  withoutShell: true,
  requests: ({ proposalId = '', propNumber }) =>
    propNumber !== undefined && !/^Prop\d+$/.test(propNumber)
      ? []
      : [`/Proposals/${encodeURIComponent(proposalId)}/deck`],
}));

/**
 * The onboarding stepper Create Agreement opens beside the deck (spec 3 §2, issue 12): no shell;
 * the user and the stepper's context (features/onboarding/api/get-onboarding.ts).
 */
const onboardingRoute: EarlyRoute = {
  path: '/public/proposal/:proposalId/createAgreement',
  modules: ['app/routes/public/create-agreement.tsx'],
  withoutShell: true,
  requests: ({ proposalId = '' }) => [`/Contracts/${encodeURIComponent(proposalId)}/onboarding`],
};

/** The routes inside the app layout; /login (below) is not. */
const APP_ROUTES: EarlyRoute[] = [
  {
    // A customer's share link, opened on the customer's own phone: the deck's chunks and the
    // frozen deck (features/proposal-deck/api/get-shared-deck.ts).
    path: '/p/:token',
    modules: ['app/routes/public/shared-deck.tsx'],
    publicRequests: ({ token = '' }) => [`/public/shares/${encodeURIComponent(token)}`],
  },
  ...deckRoutes,
  onboardingRoute,
  {
    // The contract fix screen (Admin and Developer, by role name): its chunks and the user; the
    // contract is asked for once the user's role allows it.
    path: '/public/proposal/:proposalId/createAgreement/fix',
    modules: ['app/routes/public/create-agreement-fix.tsx'],
    withoutShell: true,
  },
  {
    // The redesign dashboard's requests (features/dashboard/api/dashboard-requests.ts) for
    // those who see it; everyone else gets the information page, which asks for nothing more.
    path: '/',
    modules: [SHELL, 'app/routes/app/dashboard.tsx'],
    capable: { capability: 'PB_VIEW_REDESIGN_DASHBOARD', requests: () => ['/chats/requests'] },
  },
  {
    path: '/customers',
    modules: [SHELL, 'app/routes/app/customers/customers.tsx'],
    // The list's first page as the screen asks for it with no search, filter or page in the URL
    // (@pb/core's customerListSearchParams of the default view); any other view asks itself.
    capable: {
      capability: 'PB_MANAGE_CUSTOMERS',
      requests: (_params, search) => (search ? [] : ['/customers?page=0&pageSize=25']),
    },
  },
  {
    // The customer page: as its loader (customer-loader.ts) prefetches, in the same order.
    path: '/customers/:customerId',
    modules: [SHELL, 'app/routes/app/customers/customer.tsx'],
    requests: ({ customerId = '' }) => [customer(customerId)],
    capable: {
      capability: 'PB_MANAGE_CUSTOMERS',
      requests: ({ customerId = '' }) => [
        `${customer(customerId)}/Details`,
        `${customer(customerId)}/Proposals?limit=50&offset=0`,
        '/PowerCompanies',
        '/Installers',
        '/Panels',
        '/inverters',
        '/FinanceOptions',
        '/Incentives',
      ],
    },
  },
  {
    // The rep view, for anyone signed in: the customer (its loader), the proposals shared with
    // reps and Redesign History, which the page would only ask for once the customer had come.
    path: '/customers/:customerId/repView',
    modules: [SHELL, 'app/routes/app/customers/customer-rep-view.tsx'],
    requests: ({ customerId = '' }) => [
      customer(customerId),
      `${customer(customerId)}/Proposals?limit=50&offset=0&onlyViewableByRep=true`,
      `/chats/customer/${encodeURIComponent(customerId)}/`,
    ],
  },
  {
    // A design request: it is created by a POST when the page opens, so only the chunks and the
    // shell's first answers start early.
    path: '/design/:customerId',
    modules: [SHELL, 'app/routes/app/design.tsx'],
  },
  {
    path: '/customers/:customerId/proposal-builder',
    modules: [SHELL, 'app/routes/app/proposals/proposal-builder.tsx'],
    requests: ({ customerId = '' }) => proposalScreenRequests(customerId),
  },
  {
    path: '/customers/:customerId/proposals/:proposalId',
    modules: [SHELL, 'app/routes/app/proposals/proposal-editor.tsx'],
    requests: ({ customerId = '', proposalId = '' }) => [
      `/Proposals/${encodeURIComponent(proposalId)}`,
      ...proposalScreenRequests(customerId),
    ],
  },
  listScreen('/power-companies', 'power-companies/power-companies', ['/PowerCompanies']),
  listScreen('/panels', 'panels/panels', ['/Panels', '/Installers']),
  listScreen('/installers', 'installers/installers', ['/Installers']),
  listScreen('/inverters', 'inverters/inverters', ['/inverters']),
  listScreen('/finance-options', 'finance-options/finance-options', [
    '/FinanceOptions',
    '/Installers',
  ]),
  listScreen('/incentives', 'incentives/incentives', ['/Incentives']),
  listScreen('/contract-templates', 'contract-templates/contract-templates', [
    '/ContractTemplates',
  ]),
  listScreen('/area-groups', 'area-groups/area-groups', ['/AreaGroups']),
  listScreen('/users', 'users/users', ['/users']),
  listScreen('/settings', 'site-settings/site-settings', ['/settings/site']),
  listScreen('/sitesettings', 'site-settings/site-settings', ['/settings/site']),
  // Both sections start on their first page of 25 (their page lives in the screen, not the URL).
  listScreen('/outbox', 'outbox/outbox', [
    '/emails/outbox?page=1&pageSize=25',
    '/notifications/outbox?page=1&pageSize=25',
  ]),
  listScreen('/templates', 'templates/templates', ['/Templates'], 'PB_MANAGE_CUSTOMERS'),
  // Each item's editor, as its route module's clientLoader prefetches.
  itemScreen('/power-companies/:companyId', 'power-companies/power-company', ({ companyId }) => [
    item('/PowerCompanies', companyId),
  ]),
  itemScreen('/panels/:panelId', 'panels/panel', ({ panelId }) => [
    item('/Panels', panelId),
    '/Installers',
  ]),
  itemScreen('/installers/:installerId', 'installers/installer', ({ installerId }) => [
    item('/Installers', installerId),
  ]),
  itemScreen('/inverters/:inverterId', 'inverters/inverter', ({ inverterId }) => [
    item('/inverters', inverterId),
  ]),
  itemScreen(
    '/finance-options/:financeOptionId',
    'finance-options/finance-option',
    ({ financeOptionId }) => [item('/FinanceOptions', financeOptionId), '/Installers'],
  ),
  itemScreen('/incentives/:incentiveId', 'incentives/incentive', ({ incentiveId }) => [
    item('/Incentives', incentiveId),
  ]),
  // Keyed by the provider's template id; a 404 (no mapping yet) is the screen's answer too.
  itemScreen(
    '/contract-templates/:templateId',
    'contract-templates/contract-template',
    ({ templateId }) => [item('/ContractTemplates', templateId)],
  ),
  itemScreen('/area-groups/:areaGroupId', 'area-groups/area-group', () => ['/AreaGroups']),
  itemScreen('/users/:userId', 'users/user', ({ userId }) => [item('/users', userId)]),
  // A new template asks for nothing; matched before `/templates/:templateId`.
  { path: '/templates/new', modules: [SHELL, 'app/routes/app/templates/new-template.tsx'] },
  itemScreen(
    '/templates/:templateId',
    'templates/template',
    ({ templateId }) => [item('/Templates', templateId)],
    'PB_MANAGE_CUSTOMERS',
  ),
];

export const EARLY_ROUTES: EarlyRoute[] = [
  // The sign-in screen: its own chunk only (plain React, decision 0063), no request (a stored
  // token is not sent: the screen sends the signed-in user on, and asks for nothing with it).
  { path: '/login', modules: ['app/routes/auth/login.tsx'], publicRequests: () => [] },
  ...APP_ROUTES.map((route) => ({ ...route, modules: [...APP_LAYOUT, ...route.modules] })),
];

/** The route `pathname` opens and its parameters (decoded), or null. */
export function matchEarlyRoute(
  pathname: string,
  routes: EarlyRoute[] = EARLY_ROUTES,
): { route: EarlyRoute; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return null;
}

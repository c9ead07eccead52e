/**
 * Which route modules each screen loads (decision 0079): the build (`build-tools/early-start.ts`)
 * turns them into chunk files and writes them into index.html by path, in this order, for the
 * early-start script to preload the opened page's before the app's entry has run.
 */
export type EarlyRoute = {
  /** The route's path, as React Router's (see `matchPath`). */
  path: string;
  /** The route modules (under `src/`) whose chunks the page loads, layout first. */
  modules: string[];
};

/** The layout of every page but /login (decision 0063), which the router loads lazily. */
const APP_LAYOUT = ['app/app-layout.tsx', 'app/query-client-start.ts'];
/** The signed-in shell (app bar, drawer). */
const SHELL = 'app/routes/app/root.tsx';

/** Path → its module under `app/routes/` (outside the shell: the public and onboarding pages). */
const OUTSIDE_SHELL: [string, string][] = [
  ['/p/:token', 'public/shared-deck'],
  ['/public/proposal/:proposalId', 'public/proposal-deck'],
  ['/public/proposal/:proposalId/edit', 'public/proposal-deck'],
  ['/public/proposal/:proposalId/edit/:propNumber', 'public/proposal-deck'],
  ['/public/proposal/:proposalId/createAgreement', 'public/create-agreement'],
  ['/public/proposal/:proposalId/createAgreement/fix', 'public/create-agreement-fix'],
];

/** Path → its module under `app/routes/app/`, inside the shell. */
const IN_SHELL: [string, string][] = [
  ['/', 'dashboard'],
  ['/customers', 'customers/customers'],
  ['/customers/:customerId', 'customers/customer'],
  ['/customers/:customerId/repView', 'customers/customer-rep-view'],
  ['/customers/:customerId/proposal-builder', 'proposals/proposal-builder'],
  ['/customers/:customerId/proposals/:proposalId', 'proposals/proposal-editor'],
  ['/design/*', 'design'],
  ['/power-companies', 'power-companies/power-companies'],
  ['/power-companies/:companyId', 'power-companies/power-company'],
  ['/panels', 'panels/panels'],
  ['/panels/:panelId', 'panels/panel'],
  ['/installers', 'installers/installers'],
  ['/installers/:installerId', 'installers/installer'],
  ['/inverters', 'inverters/inverters'],
  ['/inverters/:inverterId', 'inverters/inverter'],
  ['/finance-options', 'finance-options/finance-options'],
  ['/finance-options/:financeOptionId', 'finance-options/finance-option'],
  ['/incentives', 'incentives/incentives'],
  ['/incentives/:incentiveId', 'incentives/incentive'],
  ['/contract-templates', 'contract-templates/contract-templates'],
  ['/contract-templates/:templateId', 'contract-templates/contract-template'],
  ['/area-groups', 'area-groups/area-groups'],
  ['/area-groups/:areaGroupId', 'area-groups/area-group'],
  ['/users', 'users/users'],
  ['/users/:userId', 'users/user'],
  ['/settings', 'site-settings/site-settings'],
  ['/sitesettings', 'site-settings/site-settings'],
  ['/outbox', 'outbox/outbox'],
  ['/templates', 'templates/templates'],
  // Matched before `/templates/:templateId`.
  ['/templates/new', 'templates/new-template'],
  ['/templates/:templateId', 'templates/template'],
];

export const EARLY_ROUTES: EarlyRoute[] = [
  // Plain React (decision 0063): its own chunk only.
  { path: '/login', modules: ['app/routes/auth/login.tsx'] },
  ...OUTSIDE_SHELL.map(([path, module]) => ({
    path,
    modules: [...APP_LAYOUT, `app/routes/${module}.tsx`],
  })),
  ...IN_SHELL.map(([path, module]) => ({
    path,
    modules: [...APP_LAYOUT, SHELL, `app/routes/app/${module}.tsx`],
  })),
];

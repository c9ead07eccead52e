/**
 * Every route of the app (spec 1 §2), with `path` for the router and `getHref` for links.
 * Components never spell a URL themselves.
 */
export const paths = {
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      redirectTo && redirectTo !== '/'
        ? `/login?redirectTo=${encodeURIComponent(redirectTo)}`
        : '/login',
  },
  dashboard: { path: '/', getHref: () => '/' },
  customers: { path: '/customers', getHref: () => '/customers' },
  customer: { path: '/customers/:customerId', getHref: (id: string) => `/customers/${id}` },
  templates: { path: '/templates', getHref: () => '/templates' },
  users: { path: '/users', getHref: () => '/users' },
  user: { path: '/users/:userId', getHref: (id: string) => `/users/${id}` },
  powerCompanies: { path: '/power-companies', getHref: () => '/power-companies' },
  panels: { path: '/panels', getHref: () => '/panels' },
  installers: { path: '/installers', getHref: () => '/installers' },
  inverters: { path: '/inverters', getHref: () => '/inverters' },
  financeOptions: { path: '/finance-options', getHref: () => '/finance-options' },
  incentives: { path: '/incentives', getHref: () => '/incentives' },
  contractTemplates: { path: '/contract-templates', getHref: () => '/contract-templates' },
  siteSettings: { path: '/settings', getHref: () => '/settings' },
} as const;

/** Accepts only same-origin relative paths, so `?redirectTo=` cannot send a user elsewhere. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return paths.dashboard.getHref();
  }
  if (value.startsWith(paths.login.path)) return paths.dashboard.getHref();
  return value;
}

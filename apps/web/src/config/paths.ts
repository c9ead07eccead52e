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
  /** The rep view of a customer, opened in a new window (spec 3 §2). */
  customerRepView: {
    path: '/customers/:customerId/repView',
    getHref: (id: string) => `/customers/${id}/repView`,
  },
  /** The proposal builder (spec 3 §2); `proposalId` copies an existing proposal. */
  proposalBuilder: {
    path: '/customers/:customerId/proposal-builder',
    getHref: (customerId: string, proposalId?: string) =>
      `/customers/${customerId}/proposal-builder${
        proposalId ? `?proposalId=${encodeURIComponent(proposalId)}` : ''
      }`,
  },
  /** The internal proposal view and editor, opened in a new window (spec 3 §2). */
  proposal: {
    path: '/customers/:customerId/proposals/:proposalId',
    getHref: (customerId: string, proposalId: string) =>
      `/customers/${customerId}/proposals/${proposalId}`,
  },
  /** The onboarding stepper Create Agreement opens in a new tab (spec 3 §2). */
  createAgreement: {
    path: '/public/proposal/:proposalId/createAgreement',
    getHref: (proposalId: string) => `/public/proposal/${proposalId}/createAgreement`,
  },
  /** The customer-facing deck (spec 3 §2), view and edit mode. */
  publicProposal: {
    path: '/public/proposal/:proposalId',
    getHref: (proposalId: string) => `/public/proposal/${proposalId}`,
  },
  publicProposalEdit: {
    path: '/public/proposal/:proposalId/edit',
    getHref: (proposalId: string) => `/public/proposal/${proposalId}/edit`,
  },
  /** A customer's share link (issue 11): the frozen deck without signing in. */
  sharedProposal: {
    path: '/p/:token',
    getHref: (token: string) => `/p/${token}`,
  },
  /** The contract fix screen, Admin and Developer only (spec 3 §2). */
  createAgreementFix: {
    path: '/public/proposal/:proposalId/createAgreement/fix',
    getHref: (proposalId: string) => `/public/proposal/${proposalId}/createAgreement/fix`,
  },
  /** The public link of a proposal (spec 3 §2), copied to the clipboard from the proposals list. */
  publicProposalLink: {
    path: '/public/proposal/:proposalId/edit/:propNumber',
    getHref: (proposalId: string, proposalNumber: number) =>
      `/public/proposal/${proposalId}/edit/Prop${proposalNumber}`,
  },
  /** An initial design request for a customer (spec 3 §2); a path containing /old marks it old. */
  design: {
    path: '/design/*',
    getHref: (id: string, isOld = false) => `/design/${id}${isOld ? '/old' : ''}`,
  },
  templates: { path: '/templates', getHref: () => '/templates' },
  /** A new proposal template (spec 3 §2); matched before `template`. */
  newTemplate: { path: '/templates/new', getHref: () => '/templates/new' },
  template: {
    path: '/templates/:templateId',
    getHref: (id: string) => `/templates/${encodeURIComponent(id)}`,
  },
  users: { path: '/users', getHref: () => '/users' },
  user: { path: '/users/:userId', getHref: (id: string) => `/users/${id}` },
  powerCompanies: { path: '/power-companies', getHref: () => '/power-companies' },
  powerCompany: {
    path: '/power-companies/:companyId',
    getHref: (id: string) => `/power-companies/${id}`,
  },
  /** Opens the plan dialog over the power company; `planId` 'new' creates a plan. */
  preSolarPlan: {
    path: 'pre-solar-plan/:planId',
    getHref: (companyId: string, planId: string) =>
      `/power-companies/${companyId}/pre-solar-plan/${planId}`,
  },
  postSolarPlan: {
    path: 'post-solar-plan/:planId',
    getHref: (companyId: string, planId: string) =>
      `/power-companies/${companyId}/post-solar-plan/${planId}`,
  },
  panels: { path: '/panels', getHref: () => '/panels' },
  panel: { path: '/panels/:panelId', getHref: (id: string) => `/panels/${id}` },
  installers: { path: '/installers', getHref: () => '/installers' },
  installer: { path: '/installers/:installerId', getHref: (id: string) => `/installers/${id}` },
  inverters: { path: '/inverters', getHref: () => '/inverters' },
  inverter: { path: '/inverters/:inverterId', getHref: (id: string) => `/inverters/${id}` },
  financeOptions: { path: '/finance-options', getHref: () => '/finance-options' },
  financeOption: {
    path: '/finance-options/:financeOptionId',
    getHref: (id: string) => `/finance-options/${id}`,
  },
  incentives: { path: '/incentives', getHref: () => '/incentives' },
  incentive: { path: '/incentives/:incentiveId', getHref: (id: string) => `/incentives/${id}` },
  contractTemplates: { path: '/contract-templates', getHref: () => '/contract-templates' },
  /** `templateId` is the document provider's template id. */
  contractTemplate: {
    path: '/contract-templates/:templateId',
    getHref: (id: string) => `/contract-templates/${encodeURIComponent(id)}`,
  },
  areaGroups: { path: '/area-groups', getHref: () => '/area-groups' },
  areaGroup: {
    path: '/area-groups/:areaGroupId',
    getHref: (id: string) => `/area-groups/${id}`,
  },
  outbox: { path: '/outbox', getHref: () => '/outbox' },
  siteSettings: { path: '/settings', getHref: () => '/settings' },
  /** The notes give both paths for Site Settings (spec 2 §2). */
  siteSettingsAlias: { path: '/sitesettings', getHref: () => '/sitesettings' },
} as const;

/** Accepts only same-origin relative paths, so `?redirectTo=` cannot send a user elsewhere. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return paths.dashboard.getHref();
  }
  if (value.startsWith(paths.login.path)) return paths.dashboard.getHref();
  return value;
}

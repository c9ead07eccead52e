/**
 * Who may call each route, written from the spec and docs/roles.md — not read from the routes'
 * own declarations — so the authorization walk has an independent oracle (issue 34). A new route
 * fails the walk until it is added here with the access the spec gives it.
 *
 * Spec 1 §5 and spec 2 §1: the Admin section and every catalogue write, users, site settings,
 * contract templates, custom incentives and the outboxes need PB_MANAGE_ADMIN_ITEMS; spec 3:
 * customer management (list of all, edit, assigned reps, details) needs PB_MANAGE_CUSTOMERS;
 * spec 1 §3: the redesign dashboard and starting a request need PB_VIEW_REDESIGN_DASHBOARD;
 * spec 3 §7: the contract fix screen and its history and emails are for the Admin and
 * Developer roles by name. Everything a rep works with (their customers, proposals, deck,
 * onboarding, chat, catalogue reads for the builder) is for any signed-in user, with ownership
 * checked inside (docs/roles.md: out of reach answers 404). Public: sign-in, the customer's
 * signing link and share link, health, readiness, the realtime upgrade (ticket-checked), and the
 * deck PDF's fonts (OFL font files, decision 0055).
 */
export const PUBLIC = 'public';
export const SIGNED_IN = 'signed-in';
export const ADMIN_ITEMS = 'PB_MANAGE_ADMIN_ITEMS';
export const CUSTOMERS = 'PB_MANAGE_CUSTOMERS';
export const DASHBOARD = 'PB_VIEW_REDESIGN_DASHBOARD';
export const ADMIN_OR_DEVELOPER = 'role Admin or Developer';
export type RouteAccess =
  | typeof PUBLIC
  | typeof SIGNED_IN
  | typeof ADMIN_ITEMS
  | typeof CUSTOMERS
  | typeof DASHBOARD
  | typeof ADMIN_OR_DEVELOPER;

/** The seeded roles' grants, from docs/roles.md's table (not from core's defaults). */
export const ROLE_GRANTS: Record<string, readonly RouteAccess[]> = {
  Admin: [PUBLIC, SIGNED_IN, ADMIN_ITEMS, CUSTOMERS, DASHBOARD, ADMIN_OR_DEVELOPER],
  Developer: [PUBLIC, SIGNED_IN, ADMIN_ITEMS, CUSTOMERS, DASHBOARD, ADMIN_OR_DEVELOPER],
  Closer: [PUBLIC, SIGNED_IN],
  'Sales Rep': [PUBLIC, SIGNED_IN],
};

export const ROUTE_ACCESS: [route: string, access: RouteAccess][] = [
  ['DELETE /api/AreaGroups/:id', ADMIN_ITEMS],
  ['DELETE /api/FinanceOptions/:id', ADMIN_ITEMS],
  ['DELETE /api/Incentives/:id', ADMIN_ITEMS],
  ['DELETE /api/Installers/:id', ADMIN_ITEMS],
  ['DELETE /api/Panels/:id', ADMIN_ITEMS],
  ['DELETE /api/PowerCompanies/:id', ADMIN_ITEMS],
  ['DELETE /api/Proposals/:id/roof-image', SIGNED_IN],
  ['DELETE /api/Proposals/:id/shares/:shareId', SIGNED_IN],
  ['DELETE /api/Templates/:id', ADMIN_ITEMS],
  ['DELETE /api/inverters/:id', ADMIN_ITEMS],
  ['GET /api/AreaGroups', SIGNED_IN],
  ['GET /api/AreaGroups/GetAvailableTimeSlots', SIGNED_IN],
  ['GET /api/ContractTemplates', SIGNED_IN],
  ['GET /api/ContractTemplates/:id', SIGNED_IN],
  ['GET /api/Contracts/:id', SIGNED_IN],
  ['GET /api/Contracts/:id/documents/:docId/pdf', SIGNED_IN],
  ['GET /api/Contracts/:id/emails', ADMIN_OR_DEVELOPER],
  ['GET /api/Contracts/:id/history', ADMIN_OR_DEVELOPER],
  ['GET /api/Contracts/:id/onboarding', SIGNED_IN],
  ['GET /api/DocumentTemplates', SIGNED_IN],
  ['GET /api/DocumentTemplates/:id/details', SIGNED_IN],
  ['GET /api/FinanceOptions', SIGNED_IN],
  ['GET /api/FinanceOptions/:id', SIGNED_IN],
  ['GET /api/Incentives', SIGNED_IN],
  ['GET /api/Incentives/:id', SIGNED_IN],
  ['GET /api/Installers', SIGNED_IN],
  ['GET /api/Installers/:id', SIGNED_IN],
  ['GET /api/Notifications', SIGNED_IN],
  ['GET /api/Panels', SIGNED_IN],
  ['GET /api/Panels/:id', SIGNED_IN],
  ['GET /api/PowerCompanies', SIGNED_IN],
  ['GET /api/PowerCompanies/:id', SIGNED_IN],
  ['GET /api/Proposals/:id', SIGNED_IN],
  ['GET /api/Proposals/:id/deck', SIGNED_IN],
  ['GET /api/Proposals/:id/hours', SIGNED_IN],
  ['GET /api/Proposals/:id/shares', SIGNED_IN],
  ['GET /api/Templates', SIGNED_IN],
  ['GET /api/Templates/:id', SIGNED_IN],
  ['GET /api/auth/me', SIGNED_IN],
  ['GET /api/auth/providers', PUBLIC],
  ['GET /api/brand-templates', SIGNED_IN],
  ['GET /api/chats/customer/:id', SIGNED_IN],
  ['GET /api/chats/requests', DASHBOARD],
  ['GET /api/chats/requests/:id', SIGNED_IN],
  ['GET /api/chats/requests/:id/messages', SIGNED_IN],
  ['GET /api/chats/user/:userId', SIGNED_IN],
  ['GET /api/config', PUBLIC],
  ['GET /api/customers', SIGNED_IN],
  ['GET /api/customers/:id', SIGNED_IN],
  ['GET /api/customers/:id/Details', SIGNED_IN],
  ['GET /api/customers/:id/interval-load', SIGNED_IN],
  ['GET /api/customers/:id/new-proposal-hours', SIGNED_IN],
  ['GET /api/customers/:id/Proposals', SIGNED_IN],
  ['GET /api/customers/:id/appointment', SIGNED_IN],
  ['GET /api/customers/:id/baseline', SIGNED_IN],
  ['GET /api/customers/:id/reps', CUSTOMERS],
  ['GET /api/customers/rep-candidates', CUSTOMERS],
  ['GET /api/emails/outbox', ADMIN_ITEMS],
  ['GET /api/files/*', SIGNED_IN],
  ['GET /api/health', PUBLIC],
  ['GET /api/inverters', SIGNED_IN],
  ['GET /api/inverters/:id', SIGNED_IN],
  ['GET /api/notifications/outbox', ADMIN_ITEMS],
  ['GET /api/pdf-fonts/:family/:file', PUBLIC],
  ['GET /api/public/shares/:token', PUBLIC],
  ['GET /api/public/shares/:token/roof-image', PUBLIC],
  ['GET /api/ready', PUBLIC],
  ['GET /api/realtime', PUBLIC],
  ['GET /api/settings/:userId', SIGNED_IN],
  ['GET /api/settings/site', SIGNED_IN],
  ['GET /api/signing/:token', PUBLIC],
  ['GET /api/signing/:token/pdf', PUBLIC],
  ['GET /api/users', ADMIN_ITEMS],
  ['GET /api/users/:id', ADMIN_ITEMS],
  ['PATCH /api/ContractTemplates', ADMIN_ITEMS],
  ['PATCH /api/Contracts', SIGNED_IN],
  ['PATCH /api/Contracts/:id/fix', ADMIN_OR_DEVELOPER],
  ['PATCH /api/FinanceOptions', ADMIN_ITEMS],
  ['PATCH /api/Installers', ADMIN_ITEMS],
  ['PATCH /api/customers', CUSTOMERS],
  ['PATCH /api/customers/:customerId/Details', CUSTOMERS],
  ['PUT /api/customers/:id/interval-load', CUSTOMERS],
  ['DELETE /api/customers/:id/interval-load', CUSTOMERS],
  ['PATCH /api/settings/site', ADMIN_ITEMS],
  ['POST /api/Contracts/:id/agreement', SIGNED_IN],
  ['POST /api/Contracts/:id/credit', SIGNED_IN],
  ['POST /api/Contracts/:id/documents', SIGNED_IN],
  ['POST /api/Contracts/:id/documents/refresh', SIGNED_IN],
  ['POST /api/Contracts/:id/siteSurvey', SIGNED_IN],
  ['POST /api/Contracts/:id/welcomeEmail', SIGNED_IN],
  ['POST /api/Incentives', ADMIN_ITEMS],
  ['POST /api/Installers', ADMIN_ITEMS],
  ['POST /api/Panels', ADMIN_ITEMS],
  ['POST /api/PowerCompanies', ADMIN_ITEMS],
  ['POST /api/Proposals', SIGNED_IN],
  ['POST /api/Proposals/:id/agreement', SIGNED_IN],
  ['POST /api/Proposals/:id/shares', SIGNED_IN],
  ['POST /api/Proposals/UploadRoofImage', SIGNED_IN],
  ['POST /api/Templates', ADMIN_ITEMS],
  ['POST /api/auth/login', PUBLIC],
  ['POST /api/auth/logout', PUBLIC],
  ['POST /api/auth/refresh', PUBLIC],
  ['POST /api/auth/refreshfirebaseauthtoken', SIGNED_IN],
  ['POST /api/calculations/bill', SIGNED_IN],
  ['POST /api/calculations/proposal', SIGNED_IN],
  ['POST /api/chats', SIGNED_IN],
  ['POST /api/chats/images', SIGNED_IN],
  ['POST /api/chats/requests', SIGNED_IN],
  ['POST /api/chats/requests/:id/messages', SIGNED_IN],
  ['POST /api/chats/requests/:id/start', DASHBOARD],
  ['POST /api/chats/requests/:id/unclaim', SIGNED_IN],
  ['POST /api/customers', CUSTOMERS],
  ['POST /api/customers/:customerId/Details/generate', CUSTOMERS],
  ['POST /api/emails/outbox/:id/retry', ADMIN_ITEMS],
  ['POST /api/inverters', ADMIN_ITEMS],
  ['POST /api/notifications/outbox/:id/retry', ADMIN_ITEMS],
  ['POST /api/production/estimate', SIGNED_IN],
  ['POST /api/settings', SIGNED_IN],
  ['POST /api/signing/:token', PUBLIC],
  ['POST /api/users', ADMIN_ITEMS],
  ['PUT /api/AreaGroups', ADMIN_ITEMS],
  ['PUT /api/Incentives', ADMIN_ITEMS],
  ['PUT /api/Notifications/:userId/MarkedSeen', SIGNED_IN],
  ['PUT /api/Panels', ADMIN_ITEMS],
  ['PUT /api/PowerCompanies', ADMIN_ITEMS],
  ['PUT /api/Proposals', SIGNED_IN],
  ['PUT /api/Templates', ADMIN_ITEMS],
  ['PUT /api/auth/me', SIGNED_IN],
  ['PUT /api/chats/requests/:id/read', SIGNED_IN],
  ['PUT /api/customers/:id/reps', CUSTOMERS],
  ['PUT /api/inverters', ADMIN_ITEMS],
  ['PUT /api/settings', SIGNED_IN],
  ['PUT /api/users', ADMIN_ITEMS],
];

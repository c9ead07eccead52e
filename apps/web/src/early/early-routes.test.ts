import { describe, expect, it } from 'vitest';
import { EARLY_ROUTES } from './early-routes';
import { matchPath } from './early-start';

/** The app layout's modules (decision 0063): every route but /login loads them first. */
const LAYOUT = ['app/app-layout.tsx', 'app/query-client-start.ts'];
const SHELL = 'app/routes/app/root.tsx';

/** The route `pathname` opens, as the early-start script matches it against the build's table. */
const matchEarlyRoute = (pathname: string) => {
  const path = matchPath(
    pathname,
    EARLY_ROUTES.map((route) => route.path),
  );
  return EARLY_ROUTES.find((route) => route.path === path) ?? null;
};

describe('matchPath, over the early routes', () => {
  it.each([
    ['/login', '/login', ['app/routes/auth/login.tsx']],
    ['/', '/', [...LAYOUT, SHELL, 'app/routes/app/dashboard.tsx']],
    ['/customers/', '/customers', [...LAYOUT, SHELL, 'app/routes/app/customers/customers.tsx']],
    [
      '/customers/abc-123',
      '/customers/:customerId',
      [...LAYOUT, SHELL, 'app/routes/app/customers/customer.tsx'],
    ],
    [
      '/customers/c1/proposals/p2',
      '/customers/:customerId/proposals/:proposalId',
      [...LAYOUT, SHELL, 'app/routes/app/proposals/proposal-editor.tsx'],
    ],
    ['/design/c1', '/design/*', [...LAYOUT, SHELL, 'app/routes/app/design.tsx']],
    ['/design/c1/more', '/design/*', [...LAYOUT, SHELL, 'app/routes/app/design.tsx']],
    // A new template is not taken for a template called "new".
    [
      '/templates/new',
      '/templates/new',
      [...LAYOUT, SHELL, 'app/routes/app/templates/new-template.tsx'],
    ],
    [
      '/templates/t1',
      '/templates/:templateId',
      [...LAYOUT, SHELL, 'app/routes/app/templates/template.tsx'],
    ],
    [
      '/sitesettings',
      '/sitesettings',
      [...LAYOUT, SHELL, 'app/routes/app/site-settings/site-settings.tsx'],
    ],
    ['/p/abc_DEF-1', '/p/:token', [...LAYOUT, 'app/routes/public/shared-deck.tsx']],
    [
      '/public/proposal/p1/edit/Prop3',
      '/public/proposal/:proposalId/edit/:propNumber',
      [...LAYOUT, 'app/routes/public/proposal-deck.tsx'],
    ],
    [
      '/public/proposal/p1/createAgreement/fix',
      '/public/proposal/:proposalId/createAgreement/fix',
      [...LAYOUT, 'app/routes/public/create-agreement-fix.tsx'],
    ],
  ])('%s is the route %s, with its modules', (pathname, path, modules) => {
    expect(matchEarlyRoute(pathname)).toEqual({ path, modules });
  });

  it.each([
    '/customers/abc/proposals',
    '/panels/abc/more',
    '/power-companies/c1/pre-solar-plan/p1',
    '/users/u1/more',
    '/p',
    '/p/token/more',
    '/public/proposal/p1/createAgreement/fix/more',
  ])('%s is not an early route', (pathname) => {
    expect(matchEarlyRoute(pathname)).toBeNull();
  });
});

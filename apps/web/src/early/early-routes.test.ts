import { customerListSearchParams, DEFAULT_CUSTOMER_PAGE_SIZE } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { matchEarlyRoute } from './early-routes';

/** The app layout's modules (decision 0063): every route but /login loads them first. */
const LAYOUT = ['app/app-layout.tsx', 'app/query-client-start.ts'];

describe('matchEarlyRoute', () => {
  it('/login: its own chunk only, and nothing asked for, with or without a token', () => {
    const match = matchEarlyRoute('/login');
    expect(match?.route.modules).toEqual(['app/routes/auth/login.tsx']);
    expect(match?.route.publicRequests?.(match.params)).toEqual([]);
    expect([match?.route.requests, match?.route.capable]).toEqual([undefined, undefined]);
  });

  it.each([
    ['/', '/', {}],
    ['/customers', '/customers', {}],
    ['/customers/', '/customers', {}],
    ['/customers/abc-123', '/customers/:customerId', { customerId: 'abc-123' }],
    ['/customers/a%20b', '/customers/:customerId', { customerId: 'a b' }],
    [
      '/customers/c1/proposal-builder',
      '/customers/:customerId/proposal-builder',
      { customerId: 'c1' },
    ],
    [
      '/customers/c1/proposals/p2',
      '/customers/:customerId/proposals/:proposalId',
      { customerId: 'c1', proposalId: 'p2' },
    ],
    ['/panels', '/panels', {}],
    ['/finance-options', '/finance-options', {}],
    ['/users', '/users', {}],
    ['/templates', '/templates', {}],
    ['/settings', '/settings', {}],
    ['/sitesettings', '/sitesettings', {}],
    ['/outbox', '/outbox', {}],
    ['/p/abc_DEF-1', '/p/:token', { token: 'abc_DEF-1' }],
    ['/public/proposal/p1', '/public/proposal/:proposalId', { proposalId: 'p1' }],
    ['/public/proposal/p1/edit', '/public/proposal/:proposalId/edit', { proposalId: 'p1' }],
    [
      '/public/proposal/p1/edit/Prop3',
      '/public/proposal/:proposalId/edit/:propNumber',
      { proposalId: 'p1', propNumber: 'Prop3' },
    ],
  ])('%s is the route %s', (pathname, path, params) => {
    expect(matchEarlyRoute(pathname)).toMatchObject({ route: { path }, params });
  });

  it.each([
    '/customers/abc/proposals',
    '/panels/abc/more',
    '/power-companies/c1/pre-solar-plan/p1',
    '/users/u1/more',
    '/p',
    '/p/token/more',
    '/public/proposal/p1/createAgreement/fix/more',
    // Not a valid escape: no route rather than an exception.
    '/customers/%E0%A4%A',
  ])('%s is not an early route', (pathname) => {
    expect(matchEarlyRoute(pathname)).toBeNull();
  });

  it('a catalogue list asks for its lists only for an admin of the catalogue', () => {
    const route = matchEarlyRoute('/panels')?.route;
    expect(route?.requests).toBeUndefined();
    expect(route?.capable?.capability).toBe('PB_MANAGE_ADMIN_ITEMS');
    expect(matchEarlyRoute('/panels')?.route.capable?.requests({}, '')).toEqual([
      '/Panels',
      '/Installers',
    ]);
  });

  it('the customers list: the first page of the default view, as the screen asks for it, and nothing for another view', () => {
    const requests = matchEarlyRoute('/customers')?.route.capable?.requests;
    const defaultView = customerListSearchParams({
      searchTerm: '',
      page: 0,
      pageSize: DEFAULT_CUSTOMER_PAGE_SIZE,
      filters: {},
    });
    expect(requests?.({}, '')).toEqual([`/customers?${defaultView.toString()}`]);
    expect(requests?.({}, '?search=smith')).toEqual([]);
    expect(requests?.({}, '?page=2')).toEqual([]);
  });

  it('a share link asks, without a token, for the frozen deck only (no shell)', () => {
    const match = matchEarlyRoute('/p/tok%2Fen');
    expect(match?.route.publicRequests?.(match.params)).toEqual(['/public/shares/tok%2Fen']);
    expect([match?.route.requests, match?.route.capable]).toEqual([undefined, undefined]);
    expect(match?.route.modules).toEqual([...LAYOUT, 'app/routes/public/shared-deck.tsx']);
  });

  it.each([
    ['/public/proposal/p%201', ['/Proposals/p%201/deck']],
    ['/public/proposal/p1/edit', ['/Proposals/p1/deck']],
    ['/public/proposal/p1/edit/Prop12', ['/Proposals/p1/deck']],
    // Not a proposal link: the screen shows the not-found text without asking.
    ['/public/proposal/p1/edit/Nope', []],
  ])('the deck %s asks for %j, outside the shell', (pathname, requests) => {
    const match = matchEarlyRoute(pathname);
    expect(match?.route.requests?.(match.params)).toEqual(requests);
    expect(match?.route.withoutShell).toBe(true);
  });

  it('the onboarding stepper asks for its context, outside the shell', () => {
    const match = matchEarlyRoute('/public/proposal/p1/createAgreement');
    expect(match?.route.requests?.(match.params)).toEqual(['/Contracts/p1/onboarding']);
    expect(match?.route.withoutShell).toBe(true);
  });

  it.each([
    ['/power-companies/c%201', 'PB_MANAGE_ADMIN_ITEMS', ['/PowerCompanies/c%201']],
    ['/panels/p1', 'PB_MANAGE_ADMIN_ITEMS', ['/Panels/p1', '/Installers']],
    ['/installers/i1', 'PB_MANAGE_ADMIN_ITEMS', ['/Installers/i1']],
    ['/inverters/v1', 'PB_MANAGE_ADMIN_ITEMS', ['/inverters/v1']],
    ['/finance-options/f1', 'PB_MANAGE_ADMIN_ITEMS', ['/FinanceOptions/f1', '/Installers']],
    ['/incentives/n1', 'PB_MANAGE_ADMIN_ITEMS', ['/Incentives/n1']],
    ['/contract-templates/t%2F1', 'PB_MANAGE_ADMIN_ITEMS', ['/ContractTemplates/t%2F1']],
    ['/area-groups/a1', 'PB_MANAGE_ADMIN_ITEMS', ['/AreaGroups']],
    ['/users/u1', 'PB_MANAGE_ADMIN_ITEMS', ['/users/u1']],
    ['/templates/t1', 'PB_MANAGE_CUSTOMERS', ['/Templates/t1']],
  ])('the editor %s asks a holder of %s for %j, in the shell', (pathname, capability, requests) => {
    const match = matchEarlyRoute(pathname);
    expect(match?.route.capable?.capability).toBe(capability);
    expect(match?.route.capable?.requests(match.params, '')).toEqual(requests);
    expect(match?.route.requests).toBeUndefined();
    expect(match?.route.modules.slice(0, 3)).toEqual([...LAYOUT, 'app/routes/app/root.tsx']);
  });

  it('a new template is not taken for a template called "new": its chunks, and nothing to ask', () => {
    const match = matchEarlyRoute('/templates/new');
    expect(match?.route.modules).toEqual([
      ...LAYOUT,
      'app/routes/app/root.tsx',
      'app/routes/app/templates/new-template.tsx',
    ]);
    expect([match?.route.requests, match?.route.capable]).toEqual([undefined, undefined]);
  });

  it('the rep view asks for the customer, the proposals shared with reps and Redesign History', () => {
    const match = matchEarlyRoute('/customers/c%201/repView');
    expect(match?.route.requests?.(match.params)).toEqual([
      '/customers/c%201',
      '/customers/c%201/Proposals?limit=50&offset=0&onlyViewableByRep=true',
      '/chats/customer/c%201/',
    ]);
    expect(match?.route.capable).toBeUndefined();
  });

  it('the contract fix screen and a design request: their chunks, and nothing of their own to ask', () => {
    const fix = matchEarlyRoute('/public/proposal/p1/createAgreement/fix')?.route;
    expect(fix?.modules).toEqual([...LAYOUT, 'app/routes/public/create-agreement-fix.tsx']);
    expect([fix?.requests, fix?.capable, fix?.withoutShell]).toEqual([undefined, undefined, true]);
    const design = matchEarlyRoute('/design/c1')?.route;
    expect(design?.modules).toEqual([
      ...LAYOUT,
      'app/routes/app/root.tsx',
      'app/routes/app/design.tsx',
    ]);
    expect([design?.requests, design?.capable]).toEqual([undefined, undefined]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchEarlyRoute } from './early-routes';

describe('matchEarlyRoute', () => {
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
  ])('%s is the route %s', (pathname, path, params) => {
    expect(matchEarlyRoute(pathname)).toMatchObject({ route: { path }, params });
  });

  it.each([
    '/login',
    '/customers/abc/repView',
    '/customers/abc/proposals',
    '/panels',
    '/p/token',
    // Not a valid escape: no route rather than an exception.
    '/customers/%E0%A4%A',
  ])('%s is not an early route', (pathname) => {
    expect(matchEarlyRoute(pathname)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { preloadRouteChunks } from './early-start';

const CHUNKS = {
  '/login': ['/assets/login-1.js'],
  '/customers/:customerId': ['/assets/root-1.js', '/assets/customer-2.js'],
};

function preloadFor(pathname: string, chunks: Record<string, string[]> | null = CHUNKS) {
  const preloaded: string[] = [];
  const returned = preloadRouteChunks(pathname, chunks, (url) => preloaded.push(url));
  expect(returned).toEqual(preloaded);
  return preloaded;
}

describe('preloadRouteChunks', () => {
  it("preloads the chunks the build listed for the route the path opens, in the build's order", () => {
    expect(preloadFor('/customers/c-1')).toEqual(['/assets/root-1.js', '/assets/customer-2.js']);
    expect(preloadFor('/login')).toEqual(['/assets/login-1.js']);
  });

  it('the first route in the table that matches wins (a new template, not one called "new")', () => {
    const chunks = { '/templates/new': ['/assets/new.js'], '/templates/:id': ['/assets/one.js'] };
    expect(preloadFor('/templates/new', chunks)).toEqual(['/assets/new.js']);
    expect(preloadFor('/templates/t1', chunks)).toEqual(['/assets/one.js']);
  });

  it('nothing for a path no route opens, a route the build did not list, or outside a build', () => {
    expect(preloadFor('/customers/c-1/nothing/here')).toEqual([]);
    expect(preloadFor('/panels')).toEqual([]);
    expect(preloadFor('/customers/c-1', null)).toEqual([]);
  });
});

import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EARLY_ROUTES } from '../early/early-routes';
import { createAppRoutes } from './router';

/** Every path of the router whose page is a lazily loaded module (the plan dialogs are not). */
function routerPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith('/')
      ? route.path
      : [parent, route.path].filter(Boolean).join('/');
    const own = route.lazy && route.path !== undefined && route.path !== '*' ? [path] : [];
    const index = route.index && route.lazy ? [parent || '/'] : [];
    return [...own, ...index, ...routerPaths(route.children ?? [], path)];
  });
}

describe('the early-start table (decision 0079)', () => {
  it('names every page of the router once, and nothing else', () => {
    const router = routerPaths(createAppRoutes(() => Promise.reject(new Error('not used'))));
    // The shell's own route (`/`) is the dashboard's index page.
    expect(
      [...new Set(router)].sort(),
      'a page of the router is missing from src/early/early-routes.ts, or the other way round',
    ).toEqual(EARLY_ROUTES.map((r) => r.path).sort());
    expect(new Set(EARLY_ROUTES.map((r) => r.path)).size).toBe(EARLY_ROUTES.length);
  });
});

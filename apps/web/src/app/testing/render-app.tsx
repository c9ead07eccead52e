import { render } from '@testing-library/react';
import { testUser } from '../../testing/test-utils';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
// Loaded with the test file, as it was when the providers wrapped the router: the router imports
// the app layout lazily, and its first import (with MUI) would otherwise run inside a test's wait.
import '../app-layout';
import { createQueryClient } from '../../lib/query-client';
import { createAppRoutes } from '../router';
import { handleSessionExpiry } from '../session-expiry';

/** Route-level tests: the whole app (router, layout with its providers, shell) at `url`. */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  // Same client as the app, minus the retry of failed queries (it only slows tests down).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter(
    createAppRoutes(() => Promise.resolve(queryClient)),
    { initialEntries: [url] },
  );
  onTestFinished(handleSessionExpiry(router));
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router, queryClient, user: testUser() };
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { AppProvider } from '../providers';
import { createAppRoutes } from '../router';

/** Route-level tests: the whole app (providers, router, shell) at `url`. */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [url] });
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient, user: userEvent.setup() };
}

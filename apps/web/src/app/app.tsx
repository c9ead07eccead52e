import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from './router';

export type AppParts = ReturnType<typeof createApp>;

/**
 * The app's router (React Router's data router): each route's module is loaded lazily and its
 * loader prefetches the route's queries while the chunk arrives. The query client (with the API
 * client and the session-expiry handler) is made once, by the first route that asks for it:
 * /login never does (decision 0063).
 */
export function createApp() {
  let queryClient: Promise<QueryClient> | undefined;
  const router = createBrowserRouter(
    createAppRoutes(
      () =>
        (queryClient ??= import('./query-client-start').then(({ startQueryClient }) =>
          startQueryClient(router),
        )),
    ),
  );
  return { router };
}

export function App({ router }: AppParts) {
  return <RouterProvider router={router} />;
}

import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './providers';
import { AppRouter, createAppRoutes } from './router';

export type AppParts = ReturnType<typeof createApp>;

/**
 * The app's one query client and router (React Router's data router): each route's module is
 * loaded lazily and its loader prefetches the route's queries while the chunk arrives.
 */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createAppRoutes(queryClient));
  return { queryClient, router };
}

export function App({ queryClient, router }: AppParts) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}

import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './providers';
import { AppRouter, createAppRoutes } from './router';

type AppParts = ReturnType<typeof createApp>;

/**
 * The app's one query client and router, made before React renders (src/main.tsx, decision
 * 0043): the router starts the first route's chunks and loaders in a task of its own, and the
 * first render makes nothing that a second render would make again.
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

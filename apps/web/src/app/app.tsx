import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { authStorage } from '../lib/auth-storage';
import { createQueryClient } from '../lib/query-client';
import { syncRenderCookies } from '../lib/session-cookie';
import { loadMatchedRoutes, takeServerRender } from '../lib/take-server-render';
import { AppProvider } from './providers';
import { AppRouter, createAppRoutes } from './router';

export type AppParts = Pick<Awaited<ReturnType<typeof createApp>>, 'queryClient' | 'router'>;

/**
 * The app's one query client and router, made before React renders (src/main.tsx, decision
 * 0043): the router starts the first route's chunks and loaders in a task of its own, and the
 * first render makes nothing that a second render would make again. For a page the server
 * rendered into `root` for this browser (decision 0044; `isHydrating`) they start from its data
 * and its route's modules, so the first render is that page.
 */
export async function createApp(root: HTMLElement) {
  const accessToken = authStorage.getAccessToken();
  syncRenderCookies(accessToken);
  const rendered = takeServerRender(root, accessToken);
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient);
  if (rendered) {
    hydrate(queryClient, rendered.queries);
    await loadMatchedRoutes(routes, window.location.pathname);
  }
  const router = createBrowserRouter(
    routes,
    rendered ? { hydrationData: rendered.router } : undefined,
  );
  return { queryClient, router, isHydrating: !!rendered };
}

export function App({ queryClient, router }: AppParts) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  );
}

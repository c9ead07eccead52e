// The server's way into the app (decision 0044): renders a page's HTML for a signed-in browser
// with the data its route loaders ask for, so the page shows before the app's JavaScript has run.
// Built by `vite build --ssr` into dist-ssr/ and imported by the API server (static-web plugin).
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { matchesMediaQuery, type ViewHint } from '@pb/core';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProvider } from '../app/providers';
import { createAppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { setServerRequestSource, type ServerRequest } from '../lib/server-request';
import { isServerRendered, type ServerRenderData } from '../lib/server-render-data';
import { settleQueries } from './settle-queries';

const requests = new AsyncLocalStorage<ServerRequest>();
setServerRequestSource(() => requests.getStore());

export type RenderInput = ServerRequest & {
  /** The page's path and query. */
  url: string;
  /** The signed-in user the token speaks for (the app checks it before it hydrates). */
  userId: string;
  view: ViewHint;
  /** How long the page's data may take before the browser renders the page itself instead. */
  timeoutMs?: number;
};

export type RenderOutput = {
  /** The route's status (404 for a path no route has). */
  status: number;
  /** Style elements for the head: the CSS of what `html` shows. */
  head: string;
  /** The page's markup, for the root element. */
  html: string;
  /** What the app hydrates with (JSON, safe inside a script element). */
  data: string;
  /** How long the page's data and its rendering took (ms), for the Server-Timing header. */
  timing: { data: number; render: number };
};

/** The app's routes, for matching only (their loaders are never run). */
let routes: ReturnType<typeof createAppRoutes> | undefined;

/** Whether the page at `pathname` is one the server renders: its route asks for it. */
export function rendersPage(pathname: string): boolean {
  routes ??= createAppRoutes(createQueryClient({ isServer: true }));
  return isServerRendered(matchRoutes(routes, pathname) ?? []);
}

/** JSON that cannot end the script element it sits in, nor open a comment or CDATA in it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page at `url` as the token's user would see it at first, or null when it is not rendered
 * on the server (a route that does not ask for it, a redirect, the user's data not readable or
 * not in time): the server then sends the app's plain page, as without a session cookie.
 */
export function render(input: RenderInput): Promise<RenderOutput | null> {
  const { url, userId, view, timeoutMs = 1_500, ...request } = input;
  // Before the loaders run: they would start the requests of a page not rendered here.
  if (!rendersPage(new URL(url, request.origin).pathname)) return Promise.resolve(null);
  return requests.run(request, async () => {
    const queryClient = createQueryClient({ isServer: true });
    try {
      return await renderWith(queryClient, url, request.origin, userId, view, timeoutMs);
    } finally {
      // Nothing of the page stays on the server (a query still running when the wait ended too).
      queryClient.clear();
    }
  });
}

async function renderWith(
  queryClient: QueryClient,
  url: string,
  origin: string,
  userId: string,
  view: ViewHint,
  timeoutMs: number,
): Promise<RenderOutput | null> {
  const started = performance.now();
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  if (!isServerRendered(context.matches) || context.errors) return null;
  // The loaders only start their queries: the page is rendered once every one has answered.
  if (!(await settleQueries(queryClient, timeoutMs))) return null;
  const me = queryClient.getQueryState(['auth', 'me']);
  if (me?.status !== 'success') return null;
  // A failed query renders as still loading, as the browser, which asks again, first shows it.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });
  const fetched = performance.now();

  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider
        queryClient={queryClient}
        isMotionReduced={view.reducedMotion}
        ssrMatchMedia={(query) => ({ matches: matchesMediaQuery(query, view) })}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </CacheProvider>,
  );
  const data: ServerRenderData = {
    userId,
    view,
    queries: dehydrate(queryClient),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  };
  const head = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return {
    status: context.statusCode,
    head,
    html,
    data: scriptSafeJson(data),
    timing: { data: fetched - started, render: performance.now() - fetched },
  };
}

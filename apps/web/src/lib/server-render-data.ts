import type { ViewHint } from '@pb/core';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for the app to hydrate with (decision 0044): whose page it
 * is, the view it was rendered for, the queries it shows and the router's state.
 */
export type ServerRenderData = {
  userId: string;
  view: ViewHint;
  queries: DehydratedState;
  router: HydrationState;
};

/** What a route's `handle` may say about server rendering. */
export type ServerRenderHandle = { serverRender?: true };

/**
 * Whether the page of these matches is rendered on the server: its deepest route asks for it
 * (`handle: { serverRender: true }`).
 */
export function isServerRendered(matches: readonly { route: { handle?: unknown } }[]): boolean {
  const handle = matches.at(-1)?.route.handle as ServerRenderHandle | undefined;
  return handle?.serverRender === true;
}

import { sameView, SERVER_RENDER_DATA_ID } from '@pb/core';
import { matchRoutes, type RouteObject } from 'react-router';
import { BREAKPOINTS } from '../config/theme';
import { currentView } from './session-cookie';
import type { ServerRenderData } from './server-render-data';

/**
 * The user an access token speaks for (its `sub`), or null if it cannot be read. The early start
 * reads the same claim (early-start.ts `tokenClaims`), but its chunk may import nothing the app
 * shares (the build refuses it), so the two stay apart.
 */
function tokenUser(token: string | null): string | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      sub?: unknown;
    };
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The data of the page the server rendered into `root` (decision 0044), when the app may hydrate
 * it: rendered for the user whose token this browser holds and for a view like this browser's
 * (the same side of every breakpoint, the same motion setting). Otherwise null, and `root` is
 * emptied for the app to render itself (another user signed in meanwhile, a resized window).
 */
export function takeServerRender(root: HTMLElement, accessToken: string | null) {
  const script = document.getElementById(SERVER_RENDER_DATA_ID);
  let data: ServerRenderData | null = null;
  try {
    data = script?.textContent ? (JSON.parse(script.textContent) as ServerRenderData) : null;
  } catch {
    data = null;
  }
  script?.remove();
  const breakpoints = Object.values(BREAKPOINTS).filter((bound) => bound > 0);
  const isHydratable =
    !!data &&
    !!accessToken &&
    tokenUser(accessToken) === data.userId &&
    sameView(data.view, currentView(), breakpoints);
  if (isHydratable) return data;
  if (data) {
    root.replaceChildren();
    root.removeAttribute('inert');
  }
  return null;
}

/**
 * Loads the lazily loaded modules of the routes `pathname` matches and puts them on the routes,
 * so the router's first render is the page the server rendered, not its loading fallback.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

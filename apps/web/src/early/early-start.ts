import { matchEarlyRoute, ME_REQUEST, SHELL_REQUESTS, type EarlyRoute } from './early-routes';
import type { EarlyStore } from './early-store';

/** The API's base path (config/env's default; the early script cannot read the app's env). */
export const EARLY_API_BASE = '/api';
/** The id of the JSON the build writes into index.html: route path → chunk URLs. */
export const EARLY_CHUNKS_ID = 'pb-early-chunks';
/** localStorage's key of the access token (the one lib/auth-storage writes). */
export const EARLY_TOKEN_KEY = 'accessToken';

export type EarlyStartDeps = {
  pathname: string;
  origin: string;
  /** localStorage's access token (lib/auth-storage's key). */
  accessToken: string | null;
  /** Route path → the URLs of its chunks (from index.html), or null outside a build. */
  chunks: Record<string, string[]> | null;
  preload: (url: string) => void;
  fetch: typeof fetch;
  now: () => number;
  routes?: EarlyRoute[];
};

/** Seconds since the epoch when the token expires, or null if it cannot be read. */
function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Runs before the app's chunks have been evaluated: preloads the route's own chunks and, with a
 * live access token, sends the route's first GET requests (the shell's, the route's, and those
 * its capability allows once `/auth/me` answers). Returns the store the API client takes the
 * responses from, or null when nothing was sent.
 */
export function startEarly(deps: EarlyStartDeps): EarlyStore | null {
  const match = matchEarlyRoute(deps.pathname, deps.routes);
  if (!match) return null;
  const { route, params } = match;
  for (const url of deps.chunks?.[route.path] ?? []) deps.preload(url);

  const token = deps.accessToken;
  // An expired token would only earn 401s: the app refreshes it first and asks itself.
  const exp = token ? tokenExpiry(token) : null;
  if (!token || exp === null || exp * 1000 < Date.now() + 5_000) return null;

  const store: EarlyStore = { token, startedAt: deps.now(), responses: new Map() };
  const toUrl = (path: string) => new URL(`${EARLY_API_BASE}${path}`, deps.origin).toString();
  const send = (url: string) =>
    deps.fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  const keep = (url: string, response: Promise<Response | null>) => {
    // A failed early request is asked again by the app; nobody else awaits this one.
    response.catch(() => undefined);
    store.responses.set(url, response);
  };

  const get = (path: string) => keep(toUrl(path), send(toUrl(path)));
  const me = send(toUrl(ME_REQUEST));
  keep(toUrl(ME_REQUEST), me);
  SHELL_REQUESTS.forEach(get);
  route.requests?.(params).forEach(get);

  const { capable } = route;
  if (capable) {
    // Registered now, sent once /auth/me shows the capability: the app, which asks for them
    // when it learns the same, finds them here instead of asking twice.
    const isCapable = me
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: { role?: { capabilities?: { proposalBuilder?: unknown } } } | null) => {
        const held = body?.role?.capabilities?.proposalBuilder;
        return Array.isArray(held) && held.includes(capable.capability);
      })
      .catch(() => false);
    for (const path of capable.requests(params)) {
      const url = toUrl(path);
      keep(
        url,
        isCapable.then((yes) => (yes ? send(url) : null)),
      );
    }
  }
  return store;
}

import { matchEarlyRoute, ME_REQUEST, SHELL_REQUESTS, type EarlyRoute } from './early-routes';
import type { EarlyStore } from './early-store';

/** The API's base path (config/env's default; the early script cannot read the app's env). */
export const EARLY_API_BASE = '/api';
/** The id of the JSON the build writes into index.html: route path → chunk URLs. */
export const EARLY_CHUNKS_ID = 'pb-early-chunks';
/** localStorage's key of the access token (the one lib/auth-storage writes). */
export const EARLY_TOKEN_KEY = 'accessToken';
/**
 * localStorage's key of the capabilities `/auth/me` last gave (lib/auth-storage writes it,
 * JSON `{ userId, capabilities }`): with them the early start need not wait for `/auth/me`.
 */
export const EARLY_CAPABILITIES_KEY = 'pbCapabilities';

/** What `EARLY_CAPABILITIES_KEY` holds. */
export type CapabilityHint = { userId: string; capabilities: string[] };

export type EarlyStartDeps = {
  pathname: string;
  /** The page URL's query (`location.search`, '' without one). */
  search?: string;
  origin: string;
  /** localStorage's access token (lib/auth-storage's key). */
  accessToken: string | null;
  /** localStorage's capability hint (EARLY_CAPABILITIES_KEY), as stored. */
  capabilityHint?: string | null;
  /** Route path → the URLs of its chunks (from index.html), or null outside a build. */
  chunks: Record<string, string[]> | null;
  preload: (url: string) => void;
  fetch: typeof fetch;
  now: () => number;
  routes?: EarlyRoute[];
};

/** The token's expiry (seconds since the epoch) and user, or null if it cannot be read. */
function tokenClaims(token: string): { exp: number; sub: string | null } | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const { exp, sub } = JSON.parse(json) as { exp?: unknown; sub?: unknown };
    return typeof exp === 'number' ? { exp, sub: typeof sub === 'string' ? sub : null } : null;
  } catch {
    return null;
  }
}

/** Whether the stored hint says the token's user held `capability` at their last `/auth/me`. */
function hintedCapable(hint: string | null | undefined, userId: string | null, capability: string) {
  if (!hint || !userId) return false;
  try {
    const { userId: hinted, capabilities } = JSON.parse(hint) as Partial<CapabilityHint>;
    return hinted === userId && Array.isArray(capabilities) && capabilities.includes(capability);
  } catch {
    return false;
  }
}

/**
 * A screen open to anyone (a share link): its GETs without a token, for a visitor who holds none
 * (the customer). A signed-in visitor's app sends its token, so it would not take answers asked
 * without one: nothing is sent for them.
 */
function startPublic(deps: EarlyStartDeps, paths: string[]): EarlyStore | null {
  if (deps.accessToken || paths.length === 0) return null;
  const store: EarlyStore = { token: null, startedAt: deps.now(), responses: new Map() };
  for (const path of paths) {
    const url = new URL(`${EARLY_API_BASE}${path}`, deps.origin).toString();
    const response = deps.fetch(url, { headers: { Accept: 'application/json' } });
    // A failed early request is asked again by the app; nobody else awaits this one.
    response.catch(() => undefined);
    store.responses.set(url, response);
  }
  return store;
}

/**
 * Runs before the app's chunks have been evaluated: preloads the route's own chunks and, with a
 * live access token, sends the route's first GET requests (the shell's, the route's, and those
 * its capability allows: at once when the user's last `/auth/me` showed it, else once `/auth/me`
 * answers). Returns the store the API client takes the
 * responses from, or null when nothing was sent.
 */
export function startEarly(deps: EarlyStartDeps): EarlyStore | null {
  const match = matchEarlyRoute(deps.pathname, deps.routes);
  if (!match) return null;
  const { route, params } = match;
  for (const url of deps.chunks?.[route.path] ?? []) deps.preload(url);

  if (route.publicRequests) return startPublic(deps, route.publicRequests(params));

  const token = deps.accessToken;
  // An expired token would only earn 401s: the app refreshes it first and asks itself.
  const claims = token ? tokenClaims(token) : null;
  if (!token || !claims || claims.exp * 1000 < Date.now() + 5_000) return null;

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
  if (!route.withoutShell) SHELL_REQUESTS.forEach(get);
  route.requests?.(params).forEach(get);

  const { capable } = route;
  if (capable && hintedCapable(deps.capabilityHint, claims.sub, capable.capability)) {
    // The same user held it at their last /auth/me: sent now, with the shell's. Should the role
    // have lost it since, the server answers them by the user's real capabilities (refused or
    // scoped to their reach) and the app, which then does not ask, never takes those answers.
    capable.requests(params, deps.search ?? '').forEach(get);
  } else if (capable) {
    // Registered now, sent once /auth/me shows the capability: the app, which asks for them
    // when it learns the same, finds them here instead of asking twice.
    const isCapable = me
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: { role?: { capabilities?: { proposalBuilder?: unknown } } } | null) => {
        const held = body?.role?.capabilities?.proposalBuilder;
        return Array.isArray(held) && held.includes(capable.capability);
      })
      .catch(() => false);
    for (const path of capable.requests(params, deps.search ?? '')) {
      const url = toUrl(path);
      keep(
        url,
        isCapable.then((yes) => (yes ? send(url) : null)),
      );
    }
  }
  return store;
}

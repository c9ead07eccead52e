import { hasCapability, MeSchema, PLATFORM_MESSAGES, type Capability } from '@pb/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { authStorage } from './auth-storage';

/**
 * GET /api/auth/me — the signed-in user. It lives in lib, not in a feature, because the layout,
 * the guards and every feature read it (features may not import each other).
 */
export const getMe = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/auth/me', { schema: MeSchema, signal });

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: getMe,
    staleTime: 5 * 60_000,
    meta: { errorMessage: PLATFORM_MESSAGES.couldNotGetMe },
  });

export const useMe = () => useQuery(getMeQueryOptions());

/** The capability strings of the signed-in user; empty while loading. */
export function useCapabilities(): readonly string[] {
  return useMe().data?.role.capabilities.proposalBuilder ?? [];
}

export function useHasCapability(capability: Capability): boolean {
  return hasCapability(useCapabilities(), capability);
}

/**
 * For route loaders: start fetching `prefetch` only when the user may see it, so a 403 never
 * turns into an error snackbar. Never blocks the navigation.
 */
export function prefetchWhenCapable(
  queryClient: QueryClient,
  capability: Capability,
  prefetch: () => Promise<unknown>,
) {
  if (!authStorage.getAccessToken()) return;
  void queryClient
    .ensureQueryData(getMeQueryOptions())
    .then((me) =>
      hasCapability(me.role.capabilities.proposalBuilder, capability) ? prefetch() : undefined,
    )
    .catch(() => undefined);
}

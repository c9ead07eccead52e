import { AuthProvidersSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/auth/providers — which sign-in methods this server offers. */
export const getAuthProviders = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/auth/providers', { schema: AuthProvidersSchema, isPublic: true, signal });

export const getAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: getAuthProviders,
    staleTime: Infinity,
  });

export const useAuthProviders = () => useQuery(getAuthProvidersQueryOptions());

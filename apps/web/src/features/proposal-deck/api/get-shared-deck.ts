import { ProposalDeckSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/public/shares/:token — a share link's frozen deck, without signing in. */
export const getSharedDeck = (token: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/public/shares/${encodeURIComponent(token)}`, {
    schema: ProposalDeckSchema,
    isPublic: true,
    signal,
  });

export const getSharedDeckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shares', 'deck', token],
    queryFn: ({ signal }) => getSharedDeck(token, { signal }),
    retry: false,
  });

export const useSharedDeck = (token: string) => useQuery(getSharedDeckQueryOptions(token));

import { ProposalDeckSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/Proposals/:id/deck — the customer-facing deck of a saved proposal (signed in). */
export const getProposalDeck = (proposalId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/Proposals/${encodeURIComponent(proposalId)}/deck`, {
    schema: ProposalDeckSchema,
    signal,
  });

export const getProposalDeckQueryOptions = (proposalId: string) =>
  queryOptions({
    queryKey: ['proposals', 'deck', proposalId],
    queryFn: ({ signal }) => getProposalDeck(proposalId, { signal }),
    retry: false,
  });

export const useProposalDeck = (proposalId: string) =>
  useQuery(getProposalDeckQueryOptions(proposalId));

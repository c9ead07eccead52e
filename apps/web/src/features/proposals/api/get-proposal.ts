import { PROPOSAL_MESSAGES, ProposalViewSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/**
 * GET /api/Proposals/:id — the proposal, the figures of its last save and the Create Agreement
 * gating worked out now (agreementBlockers, warnings). Hidden ones answer 404.
 */
export const getProposal = (proposalId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/Proposals/${encodeURIComponent(proposalId)}`, { schema: ProposalViewSchema, signal });

export const getProposalQueryOptions = (proposalId: string) =>
  queryOptions({
    queryKey: ['proposals', 'detail', proposalId],
    queryFn: ({ signal }) => getProposal(proposalId, { signal }),
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetProposal },
  });

type UseProposalOptions = {
  proposalId: string;
  queryConfig?: QueryConfig<typeof getProposalQueryOptions>;
};

export const useProposal = ({ proposalId, queryConfig }: UseProposalOptions) =>
  useQuery({ ...getProposalQueryOptions(proposalId), ...queryConfig });

import { PROPOSAL_MESSAGES, ProposalRecordSchema } from '@pb/core';
import type { z } from 'zod';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sortProposals } from '../utils/sort-proposals';
import { getCustomerProposalsQueryOptions } from './get-customer-proposals';

/** What 'Current Details For Proposal' compares: the proposal's details and its final EPC. */
export const ProposalToCompareSchema = ProposalRecordSchema.pick({
  id: true,
  proposalNumber: true,
  details: true,
  proposalEpc: true,
});
export type ProposalToCompare = z.infer<typeof ProposalToCompareSchema>;

/**
 * GET /api/Proposals/:id, read for the comparison only (the customer's list carries summaries,
 * without details). Keyed under the customer's proposals, so every save that refreshes the list
 * refreshes this too.
 */
export const getProposalToCompareQueryOptions = (customerId: string, proposalId: string) =>
  queryOptions({
    queryKey: ['proposals', 'customer', customerId, 'compare', proposalId],
    queryFn: ({ signal }) =>
      api.get(`/Proposals/${encodeURIComponent(proposalId)}`, {
        schema: ProposalToCompareSchema,
        signal,
      }),
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetProposal },
  });

/** The chosen proposal's details; idle while none is chosen. */
export const useProposalToCompare = (customerId: string, proposalId: string | null) =>
  useQuery({
    ...getProposalToCompareQueryOptions(customerId, proposalId ?? ''),
    enabled: proposalId !== null,
  });

/**
 * Starts reading what 'Current Details For Proposal' compares by default: the newest proposal of
 * the first page of the customer's list, once that page is in the cache (the customer page's
 * loader; without it the comparison is asked for only after the page has rendered).
 */
export async function prefetchNewestToCompare(queryClient: QueryClient, customerId: string) {
  const list = queryClient.getQueryData(getCustomerProposalsQueryOptions(customerId).queryKey);
  const newest = sortProposals(list?.pages[0]?.items ?? [])[0];
  if (newest)
    await queryClient.prefetchQuery(getProposalToCompareQueryOptions(customerId, newest.id));
}

import {
  decodeProposalHours,
  PROPOSAL_MESSAGES,
  ProposalHoursResponseSchema,
  type ProposalHours,
} from '@pb/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /api/Proposals/:id/hours (decision 0061) — the household's 8760 kWh and each saved array's
 * per-panel 8760 kWh that the server prices the proposal's hourly plan with; null on the spec's
 * monthly plans. An answer that does not decode to 8760 hours is an error (the editor then shows
 * no figures rather than other ones than the server's).
 */
export const getProposalHours = async (
  proposalId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProposalHours | null> => {
  const { hours } = await api.get(`/Proposals/${encodeURIComponent(proposalId)}/hours`, {
    schema: ProposalHoursResponseSchema,
    signal,
  });
  if (!hours) return null;
  const decoded = decodeProposalHours(hours);
  if (!decoded) throw new Error('The proposal’s hours did not decode to 8760 hours.');
  return decoded;
};

/** Keyed by the saved version: a save may change the arrays' per-panel hours. */
export const getProposalHoursQueryOptions = (proposalId: string, version: number) =>
  queryOptions({
    queryKey: ['proposals', 'hours', proposalId, version],
    queryFn: ({ signal }) => getProposalHours(proposalId, { signal }),
    staleTime: Infinity,
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetProposal },
  });

/**
 * The hours when `isHourly` (the saved proposal has an hourly plan); not asked for otherwise.
 * After a save the previous version's hours stay in use until the new ones arrive.
 */
export const useProposalHours = (proposalId: string, version: number, isHourly: boolean) =>
  useQuery({
    ...getProposalHoursQueryOptions(proposalId, version),
    enabled: isHourly,
    placeholderData: keepPreviousData,
  });

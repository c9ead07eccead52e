import { PROPOSAL_MESSAGES, ProposalViewSchema } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getProposalDeckQueryOptions } from './get-proposal-deck';

/**
 * Saves the System Info drawing: reads the proposal (GET /api/Proposals/:id) and writes it back
 * at that version with the new `roofImageDrawing` (PUT /api/Proposals; the server re-prices it
 * as on every save, a stale version answers 409).
 */
export async function saveRoofDrawing(proposalId: string, drawing: string) {
  const proposal = await api.get(`/Proposals/${encodeURIComponent(proposalId)}`, {
    schema: ProposalViewSchema,
  });
  const { figures: _f, warnings: _w, agreementBlockers: _b, ...record } = proposal;
  return api.put('/Proposals', {
    body: { ...record, roofImageDrawing: drawing },
    schema: ProposalViewSchema,
  });
}

export function useSaveRoofDrawing(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      successMessage: PROPOSAL_MESSAGES.proposalUpdated,
      errorMessage: PROPOSAL_MESSAGES.couldNotUpdateProposal,
    },
    mutationFn: (drawing: string) => saveRoofDrawing(proposalId, drawing),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getProposalDeckQueryOptions(proposalId).queryKey }),
  });
}

import {
  CreateProposalResponseSchema,
  PROPOSAL_MESSAGES,
  type CreateProposalRequest,
} from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

/**
 * POST /api/Proposals — Generate Proposal and Save As New Proposal (a copy with an empty id).
 * The server prices it again, numbers it and sets createdBy; a blocking rule answers 422 with
 * the engine's text.
 */
export const createProposal = (input: CreateProposalRequest) =>
  api.post('/Proposals', { body: input, schema: CreateProposalResponseSchema });

type UseCreateProposalOptions = { mutationConfig?: MutationConfig<typeof createProposal> };

export function useCreateProposal({ mutationConfig }: UseCreateProposalOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotCreateProposal },
    ...rest,
    mutationFn: createProposal,
    onSuccess: async (reply, ...args) => {
      // The customer's proposal list (['proposals', 'customer', id]) now has one more.
      await queryClient.invalidateQueries({ queryKey: ['proposals', 'customer'] });
      return onSuccess?.(reply, ...args);
    },
  });
}

import { PROPOSAL_MESSAGES, ProposalViewSchema, type UpdateProposalRequest } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getProposalQueryOptions } from './get-proposal';

/**
 * PUT /api/Proposals — Preview Changes and Convert To Redline: the whole proposal at the version
 * read. A stale version answers 409 with the server's explanation; the form keeps the edits.
 */
export const updateProposal = (input: UpdateProposalRequest) =>
  api.put('/Proposals', { body: input, schema: ProposalViewSchema });

type UseUpdateProposalOptions = { mutationConfig?: MutationConfig<typeof updateProposal> };

export function useUpdateProposal({ mutationConfig }: UseUpdateProposalOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: PROPOSAL_MESSAGES.proposalUpdatedPreview,
      errorMessage: PROPOSAL_MESSAGES.couldNotUpdateProposal,
    },
    ...rest,
    mutationFn: updateProposal,
    onSuccess: async (proposal, ...args) => {
      queryClient.setQueryData(getProposalQueryOptions(proposal.id).queryKey, proposal);
      await queryClient.invalidateQueries({ queryKey: ['proposals', 'customer'] });
      return onSuccess?.(proposal, ...args);
    },
  });
}

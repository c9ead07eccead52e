import { PROPOSAL_MESSAGES, ProposalViewSchema } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getProposalQueryOptions } from './get-proposal';

/**
 * POST /api/Proposals/:id/agreement — Create Agreement: checks the gating (422 'EPC too low' /
 * 'This is a redline proposal') before the onboarding tab opens. The proposal is marked
 * isContractGenerated only when onboarding creates an agreement document.
 */
export const createAgreement = (proposalId: string) =>
  api.post(`/Proposals/${encodeURIComponent(proposalId)}/agreement`, {
    schema: ProposalViewSchema,
  });

type UseCreateAgreementOptions = { mutationConfig?: MutationConfig<typeof createAgreement> };

export function useCreateAgreement({ mutationConfig }: UseCreateAgreementOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotUpdateProposal },
    ...rest,
    mutationFn: createAgreement,
    onSuccess: async (proposal, ...args) => {
      queryClient.setQueryData(getProposalQueryOptions(proposal.id).queryKey, proposal);
      await queryClient.invalidateQueries({ queryKey: ['proposals', 'customer'] });
      return onSuccess?.(proposal, ...args);
    },
  });
}

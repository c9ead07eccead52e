import { PROPOSAL_MESSAGES, ProposalRecordSchema } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getProposalQueryOptions } from './get-proposal';

/**
 * DELETE /api/Proposals/:id/roof-image — removes a saved proposal's roof image and answers the
 * proposal with its new version. Failure: 'Unable to delete roof image!'.
 */
export const deleteRoofImage = (proposalId: string) =>
  api.delete(`/Proposals/${encodeURIComponent(proposalId)}/roof-image`, {
    schema: ProposalRecordSchema,
  });

type UseDeleteRoofImageOptions = { mutationConfig?: MutationConfig<typeof deleteRoofImage> };

export function useDeleteRoofImage({ mutationConfig }: UseDeleteRoofImageOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { errorMessage: PROPOSAL_MESSAGES.unableToDeleteRoofImage },
    ...rest,
    mutationFn: deleteRoofImage,
    onSuccess: async (record, ...args) => {
      queryClient.setQueryData(getProposalQueryOptions(record.id).queryKey, (view) =>
        view ? { ...view, ...record } : view,
      );
      return onSuccess?.(record, ...args);
    },
  });
}

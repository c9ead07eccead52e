import { CATALOGUE_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../../../lib/delete-item';
import type { MutationConfig } from '../../../lib/query-client';
import { getIncentiveQueryOptions } from './get-incentive';
import { getIncentivesQueryOptions } from './get-incentives';

/** DELETE /api/Incentives/:id — a falsy answer counts as a failure. */
export const deleteIncentive = (incentiveId: string) =>
  deleteItem(`/Incentives/${encodeURIComponent(incentiveId)}`);

type UseDeleteIncentiveOptions = { mutationConfig?: MutationConfig<typeof deleteIncentive> };

export function useDeleteIncentive({ mutationConfig }: UseDeleteIncentiveOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.incentiveDeleted,
      errorMessage: CATALOGUE_MESSAGES.couldNotDeleteIncentive,
    },
    ...rest,
    mutationFn: deleteIncentive,
    onSuccess: async (reply, incentiveId, ...args) => {
      queryClient.removeQueries({ queryKey: getIncentiveQueryOptions(incentiveId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: getIncentivesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(reply, incentiveId, ...args);
    },
  });
}

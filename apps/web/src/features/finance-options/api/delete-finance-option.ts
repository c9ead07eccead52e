import { CATALOGUE_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../../../lib/delete-item';
import type { MutationConfig } from '../../../lib/query-client';
import { getFinanceOptionQueryOptions } from './get-finance-option';
import { getFinanceOptionsQueryOptions } from './get-finance-options';

/** DELETE /api/FinanceOptions/:id — a falsy answer counts as a failure. */
export const deleteFinanceOption = (financeOptionId: string) =>
  deleteItem(`/FinanceOptions/${encodeURIComponent(financeOptionId)}`);

type UseDeleteFinanceOptionOptions = {
  mutationConfig?: MutationConfig<typeof deleteFinanceOption>;
};

export function useDeleteFinanceOption({ mutationConfig }: UseDeleteFinanceOptionOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.financeOptionDeleted,
      errorMessage: CATALOGUE_MESSAGES.couldNotDeleteFinanceOption,
    },
    ...rest,
    mutationFn: deleteFinanceOption,
    onSuccess: async (reply, financeOptionId, ...args) => {
      queryClient.removeQueries({
        queryKey: getFinanceOptionQueryOptions(financeOptionId).queryKey,
      });
      await queryClient.invalidateQueries({
        queryKey: getFinanceOptionsQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(reply, financeOptionId, ...args);
    },
  });
}

import { CATALOGUE_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../../../lib/delete-item';
import type { MutationConfig } from '../../../lib/query-client';
import { getInverterQueryOptions } from './get-inverter';
import { getInvertersQueryOptions } from './get-inverters';

/** DELETE /api/inverters/:id — a falsy answer counts as a failure. */
export const deleteInverter = (inverterId: string) =>
  deleteItem(`/inverters/${encodeURIComponent(inverterId)}`);

type UseDeleteInverterOptions = { mutationConfig?: MutationConfig<typeof deleteInverter> };

export function useDeleteInverter({ mutationConfig }: UseDeleteInverterOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.inverterDeleted,
      errorMessage: CATALOGUE_MESSAGES.couldNotDeleteInverter,
    },
    ...rest,
    mutationFn: deleteInverter,
    onSuccess: async (reply, inverterId, ...args) => {
      queryClient.removeQueries({ queryKey: getInverterQueryOptions(inverterId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: getInvertersQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(reply, inverterId, ...args);
    },
  });
}

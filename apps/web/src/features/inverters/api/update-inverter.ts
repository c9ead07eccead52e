import { CATALOGUE_MESSAGES, InverterRecordSchema, type UpdateInverterInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getInverterQueryOptions } from './get-inverter';
import { getInvertersQueryOptions } from './get-inverters';

/** PUT /api/inverters — carries `version`; a stale one gets 409 with the server's explanation. */
export const updateInverter = (input: UpdateInverterInput) =>
  api.put('/inverters', { body: input, schema: InverterRecordSchema });

type UseUpdateInverterOptions = { mutationConfig?: MutationConfig<typeof updateInverter> };

export function useUpdateInverter({ mutationConfig }: UseUpdateInverterOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.inverterUpdated,
      errorMessage: CATALOGUE_MESSAGES.couldNotUpdateInverter,
    },
    ...rest,
    mutationFn: updateInverter,
    onSuccess: async (inverter, ...args) => {
      queryClient.setQueryData(getInverterQueryOptions(inverter.id).queryKey, inverter);
      // A new default changed the others too: refetch them all, not only the list.
      await queryClient.invalidateQueries({
        queryKey: getInvertersQueryOptions().queryKey,
        exact: !inverter.isDefault,
      });
      return onSuccess?.(inverter, ...args);
    },
  });
}

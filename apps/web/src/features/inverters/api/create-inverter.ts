import { CATALOGUE_MESSAGES, InverterRecordSchema, type CreateInverterInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getInvertersQueryOptions } from './get-inverters';

/** POST /api/inverters — a new default clears the others, so every inverter is refetched. */
export const createInverter = (input: CreateInverterInput) =>
  api.post('/inverters', { body: input, schema: InverterRecordSchema });

type UseCreateInverterOptions = { mutationConfig?: MutationConfig<typeof createInverter> };

export function useCreateInverter({ mutationConfig }: UseCreateInverterOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.inverterAdded,
      errorMessage: CATALOGUE_MESSAGES.couldNotAddInverter,
    },
    ...rest,
    mutationFn: createInverter,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getInvertersQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}

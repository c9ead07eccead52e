import { CATALOGUE_MESSAGES, IncentiveRecordSchema, type CreateIncentiveInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getIncentivesQueryOptions } from './get-incentives';

/** POST /api/Incentives */
export const createIncentive = (input: CreateIncentiveInput) =>
  api.post('/Incentives', { body: input, schema: IncentiveRecordSchema });

type UseCreateIncentiveOptions = { mutationConfig?: MutationConfig<typeof createIncentive> };

export function useCreateIncentive({ mutationConfig }: UseCreateIncentiveOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.incentiveAdded,
      errorMessage: CATALOGUE_MESSAGES.couldNotAddIncentive,
    },
    ...rest,
    mutationFn: createIncentive,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({
        queryKey: getIncentivesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(...args);
    },
  });
}

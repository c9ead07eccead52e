import { CATALOGUE_MESSAGES, IncentiveRecordSchema, type UpdateIncentiveInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getIncentiveQueryOptions } from './get-incentive';
import { getIncentivesQueryOptions } from './get-incentives';

/** PUT /api/Incentives — carries `version`; a stale one gets 409 with the server's explanation. */
export const updateIncentive = (input: UpdateIncentiveInput) =>
  api.put('/Incentives', { body: input, schema: IncentiveRecordSchema });

type UseUpdateIncentiveOptions = { mutationConfig?: MutationConfig<typeof updateIncentive> };

export function useUpdateIncentive({ mutationConfig }: UseUpdateIncentiveOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.incentiveUpdated,
      errorMessage: CATALOGUE_MESSAGES.couldNotUpdateIncentive,
    },
    ...rest,
    mutationFn: updateIncentive,
    onSuccess: async (incentive, ...args) => {
      queryClient.setQueryData(getIncentiveQueryOptions(incentive.id).queryKey, incentive);
      await queryClient.invalidateQueries({
        queryKey: getIncentivesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(incentive, ...args);
    },
  });
}

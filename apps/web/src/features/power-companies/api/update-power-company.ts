import {
  CATALOGUE_MESSAGES,
  PowerCompanyRecordSchema,
  type UpdatePowerCompanyInput,
} from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getPowerCompanyQueryOptions } from './get-power-company';
import { getPowerCompaniesQueryOptions } from './get-power-companies';

/**
 * PUT /api/PowerCompanies — the whole company, plans included, with its `version`; a stale one
 * gets 409 with the server's explanation.
 */
export const updatePowerCompany = (input: UpdatePowerCompanyInput) =>
  api.put('/PowerCompanies', { body: input, schema: PowerCompanyRecordSchema });

type UseUpdatePowerCompanyOptions = { mutationConfig?: MutationConfig<typeof updatePowerCompany> };

export function useUpdatePowerCompany({ mutationConfig }: UseUpdatePowerCompanyOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.powerCompanyUpdated,
      errorMessage: CATALOGUE_MESSAGES.couldNotUpdatePowerCompany,
    },
    ...rest,
    mutationFn: updatePowerCompany,
    onSuccess: async (powerCompany, ...args) => {
      queryClient.setQueryData(getPowerCompanyQueryOptions(powerCompany.id).queryKey, powerCompany);
      await queryClient.invalidateQueries({
        queryKey: getPowerCompaniesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(powerCompany, ...args);
    },
  });
}

import {
  CATALOGUE_MESSAGES,
  PowerCompanyRecordSchema,
  type CreatePowerCompanyInput,
} from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getPowerCompaniesQueryOptions } from './get-power-companies';

/** POST /api/PowerCompanies */
export const createPowerCompany = (input: CreatePowerCompanyInput) =>
  api.post('/PowerCompanies', { body: input, schema: PowerCompanyRecordSchema });

type UseCreatePowerCompanyOptions = { mutationConfig?: MutationConfig<typeof createPowerCompany> };

export function useCreatePowerCompany({ mutationConfig }: UseCreatePowerCompanyOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.powerCompanyAdded,
      errorMessage: CATALOGUE_MESSAGES.couldNotAddPowerCompany,
    },
    ...rest,
    mutationFn: createPowerCompany,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({
        queryKey: getPowerCompaniesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(...args);
    },
  });
}

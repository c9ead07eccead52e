import { CATALOGUE_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../../../lib/delete-item';
import type { MutationConfig } from '../../../lib/query-client';
import { getPowerCompanyQueryOptions } from './get-power-company';
import { getPowerCompaniesQueryOptions } from './get-power-companies';

/** DELETE /api/PowerCompanies/:id — a falsy answer counts as a failure. */
export const deletePowerCompany = (powerCompanyId: string) =>
  deleteItem(`/PowerCompanies/${encodeURIComponent(powerCompanyId)}`);

type UseDeletePowerCompanyOptions = { mutationConfig?: MutationConfig<typeof deletePowerCompany> };

export function useDeletePowerCompany({ mutationConfig }: UseDeletePowerCompanyOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.powerCompanyDeleted,
      errorMessage: CATALOGUE_MESSAGES.couldNotDeletePowerCompany,
    },
    ...rest,
    mutationFn: deletePowerCompany,
    onSuccess: async (reply, powerCompanyId, ...args) => {
      queryClient.removeQueries({ queryKey: getPowerCompanyQueryOptions(powerCompanyId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: getPowerCompaniesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(reply, powerCompanyId, ...args);
    },
  });
}

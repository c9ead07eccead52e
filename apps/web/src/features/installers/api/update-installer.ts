import { CATALOGUE_MESSAGES, InstallerRecordSchema, type UpdateInstallerInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getInstallerQueryOptions } from './get-installer';
import { getInstallersQueryOptions } from './get-installers';

/** PATCH /api/Installers — the whole installer with its version; 409 when stale. */
export const updateInstaller = (input: UpdateInstallerInput) =>
  api.patch('/Installers', { body: input, schema: InstallerRecordSchema });

type UseUpdateInstallerOptions = { mutationConfig?: MutationConfig<typeof updateInstaller> };

export function useUpdateInstaller({ mutationConfig }: UseUpdateInstallerOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.installerUpdated,
      errorMessage: CATALOGUE_MESSAGES.couldNotUpdateInstaller,
    },
    ...rest,
    mutationFn: updateInstaller,
    onSuccess: async (installer, ...args) => {
      queryClient.setQueryData(getInstallerQueryOptions(installer.id).queryKey, installer);
      // Setting one default clears the others: refetch them all, not only the list.
      await queryClient.invalidateQueries({
        queryKey: getInstallersQueryOptions().queryKey,
        exact: !installer.isDefault,
      });
      return onSuccess?.(installer, ...args);
    },
  });
}

import { CATALOGUE_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../../../lib/delete-item';
import type { MutationConfig } from '../../../lib/query-client';
import { getInstallerQueryOptions } from './get-installer';
import { getInstallersQueryOptions } from './get-installers';

/** DELETE /api/Installers/:id — a falsy answer counts as a failure. */
export const deleteInstaller = (installerId: string) =>
  deleteItem(`/Installers/${encodeURIComponent(installerId)}`);

type UseDeleteInstallerOptions = { mutationConfig?: MutationConfig<typeof deleteInstaller> };

export function useDeleteInstaller({ mutationConfig }: UseDeleteInstallerOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.installerDeleted,
      errorMessage: CATALOGUE_MESSAGES.couldNotDeleteInstaller,
    },
    ...rest,
    mutationFn: deleteInstaller,
    onSuccess: async (reply, installerId, ...args) => {
      queryClient.removeQueries({ queryKey: getInstallerQueryOptions(installerId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: getInstallersQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(reply, installerId, ...args);
    },
  });
}

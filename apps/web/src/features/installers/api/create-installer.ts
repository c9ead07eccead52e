import { CATALOGUE_MESSAGES, InstallerRecordSchema, type CreateInstallerInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getInstallersQueryOptions } from './get-installers';

/** POST /api/Installers — a new default clears the others, so every installer is refetched. */
export const createInstaller = (input: CreateInstallerInput) =>
  api.post('/Installers', { body: input, schema: InstallerRecordSchema });

type UseCreateInstallerOptions = { mutationConfig?: MutationConfig<typeof createInstaller> };

export function useCreateInstaller({ mutationConfig }: UseCreateInstallerOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.installerAdded,
      errorMessage: CATALOGUE_MESSAGES.couldNotAddInstaller,
    },
    ...rest,
    mutationFn: createInstaller,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getInstallersQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}

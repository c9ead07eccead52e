import { CATALOGUE_MESSAGES, InstallerRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Installers/:id */
export const getInstaller = (installerId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/Installers/${encodeURIComponent(installerId)}`, {
    schema: InstallerRecordSchema,
    signal,
  });

export const getInstallerQueryOptions = (installerId: string) =>
  queryOptions({
    queryKey: ['installers', installerId],
    queryFn: ({ signal }) => getInstaller(installerId, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetInstaller },
  });

type UseInstallerOptions = {
  installerId: string;
  queryConfig?: QueryConfig<typeof getInstallerQueryOptions>;
};

export const useInstaller = ({ installerId, queryConfig }: UseInstallerOptions) =>
  useQuery({ ...getInstallerQueryOptions(installerId), ...queryConfig });

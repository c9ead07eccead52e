import { InstallerListSchema, CATALOGUE_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Installers — the builder's installer list (reads are open to any signed-in user). */
export const getInstallers = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/Installers', { schema: InstallerListSchema, signal });

export const getInstallersQueryOptions = () =>
  queryOptions({
    queryKey: ['installers'],
    queryFn: getInstallers,
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetInstallers },
  });

type UseInstallersOptions = { queryConfig?: QueryConfig<typeof getInstallersQueryOptions> };

export const useInstallers = ({ queryConfig }: UseInstallersOptions = {}) =>
  useQuery({ ...getInstallersQueryOptions(), ...queryConfig });

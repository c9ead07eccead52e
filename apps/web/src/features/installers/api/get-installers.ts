import { CATALOGUE_MESSAGES, InstallerListSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Installers — the whole list (ordered by name). */
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

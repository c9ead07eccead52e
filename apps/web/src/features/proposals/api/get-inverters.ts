import { InverterListSchema, CATALOGUE_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/inverters — the inverters the editor may switch to. */
export const getInverters = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/inverters', { schema: InverterListSchema, signal });

export const getInvertersQueryOptions = () =>
  queryOptions({
    queryKey: ['inverters'],
    queryFn: getInverters,
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetInverters },
  });

type UseInvertersOptions = { queryConfig?: QueryConfig<typeof getInvertersQueryOptions> };

export const useInverters = ({ queryConfig }: UseInvertersOptions = {}) =>
  useQuery({ ...getInvertersQueryOptions(), ...queryConfig });

import { CATALOGUE_MESSAGES, InverterRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/inverters/:id */
export const getInverter = (inverterId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/inverters/${encodeURIComponent(inverterId)}`, { schema: InverterRecordSchema, signal });

export const getInverterQueryOptions = (inverterId: string) =>
  queryOptions({
    queryKey: ['inverters', inverterId],
    queryFn: ({ signal }) => getInverter(inverterId, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetInverter },
  });

type UseInverterOptions = {
  inverterId: string;
  queryConfig?: QueryConfig<typeof getInverterQueryOptions>;
};

export const useInverter = ({ inverterId, queryConfig }: UseInverterOptions) =>
  useQuery({ ...getInverterQueryOptions(inverterId), ...queryConfig });

import { CATALOGUE_MESSAGES, IncentiveRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Incentives/:id */
export const getIncentive = (incentiveId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/Incentives/${encodeURIComponent(incentiveId)}`, {
    schema: IncentiveRecordSchema,
    signal,
  });

export const getIncentiveQueryOptions = (incentiveId: string) =>
  queryOptions({
    queryKey: ['incentives', incentiveId],
    queryFn: ({ signal }) => getIncentive(incentiveId, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetIncentive },
  });

type UseIncentiveOptions = {
  incentiveId: string;
  queryConfig?: QueryConfig<typeof getIncentiveQueryOptions>;
};

export const useIncentive = ({ incentiveId, queryConfig }: UseIncentiveOptions) =>
  useQuery({ ...getIncentiveQueryOptions(incentiveId), ...queryConfig });

import { IncentiveListSchema, CATALOGUE_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Incentives — the catalogue incentives a proposal may add. */
export const getIncentives = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/Incentives', { schema: IncentiveListSchema, signal });

export const getIncentivesQueryOptions = () =>
  queryOptions({
    queryKey: ['incentives'],
    queryFn: getIncentives,
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetIncentives },
  });

type UseIncentivesOptions = { queryConfig?: QueryConfig<typeof getIncentivesQueryOptions> };

export const useIncentives = ({ queryConfig }: UseIncentivesOptions = {}) =>
  useQuery({ ...getIncentivesQueryOptions(), ...queryConfig });

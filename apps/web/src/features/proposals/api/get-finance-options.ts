import { FinanceOptionListSchema, CATALOGUE_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/FinanceOptions — the finance options the editor may switch to. */
export const getFinanceOptions = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/FinanceOptions', { schema: FinanceOptionListSchema, signal });

export const getFinanceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['finance-options'],
    queryFn: getFinanceOptions,
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetFinanceOptions },
  });

type UseFinanceOptionsOptions = { queryConfig?: QueryConfig<typeof getFinanceOptionsQueryOptions> };

export const useFinanceOptions = ({ queryConfig }: UseFinanceOptionsOptions = {}) =>
  useQuery({ ...getFinanceOptionsQueryOptions(), ...queryConfig });

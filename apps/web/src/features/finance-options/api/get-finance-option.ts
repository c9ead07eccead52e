import { CATALOGUE_MESSAGES, FinanceOptionRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/FinanceOptions/:id */
export const getFinanceOption = (
  financeOptionId: string,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get(`/FinanceOptions/${encodeURIComponent(financeOptionId)}`, {
    schema: FinanceOptionRecordSchema,
    signal,
  });

export const getFinanceOptionQueryOptions = (financeOptionId: string) =>
  queryOptions({
    queryKey: ['finance-options', financeOptionId],
    queryFn: ({ signal }) => getFinanceOption(financeOptionId, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetFinanceOption },
  });

type UseFinanceOptionOptions = {
  financeOptionId: string;
  queryConfig?: QueryConfig<typeof getFinanceOptionQueryOptions>;
};

export const useFinanceOption = ({ financeOptionId, queryConfig }: UseFinanceOptionOptions) =>
  useQuery({ ...getFinanceOptionQueryOptions(financeOptionId), ...queryConfig });

import { BaselineResponseSchema, type BaselineResponse } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** What a failed look-up counts as (spec 3 §8: baseline fetch failures are ignored). */
export const NO_BASELINE: BaselineResponse = { baseLine: 0, split: 0.35 };

/**
 * GET /api/customers/:id/baseline — the rep's baseline ($/W, 0 when unknown) and commission
 * split from the customer's lead. A failure is silently treated as no baseline.
 */
export const getCustomerBaseline = async (
  customerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BaselineResponse> => {
  try {
    return await api.get(`/customers/${encodeURIComponent(customerId)}/baseline`, {
      schema: BaselineResponseSchema,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return NO_BASELINE;
  }
};

export const getCustomerBaselineQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customers', 'baseline', customerId],
    queryFn: ({ signal }) => getCustomerBaseline(customerId, { signal }),
  });

type UseCustomerBaselineOptions = {
  customerId: string;
  queryConfig?: QueryConfig<typeof getCustomerBaselineQueryOptions>;
};

export const useCustomerBaseline = ({ customerId, queryConfig }: UseCustomerBaselineOptions) =>
  useQuery({ ...getCustomerBaselineQueryOptions(customerId), ...queryConfig });

import { CustomerSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/customers/:id — any signed-in user (reps reach the builder by URL). */
export const getCustomer = (customerId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/customers/${encodeURIComponent(customerId)}`, { schema: CustomerSchema, signal });

/** Same key as the customer screens, so both read one cached customer. */
export const getCustomerQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customers', 'detail', customerId],
    queryFn: ({ signal }) => getCustomer(customerId, { signal }),
  });

type UseCustomerOptions = {
  customerId: string;
  queryConfig?: QueryConfig<typeof getCustomerQueryOptions>;
};

export const useCustomer = ({ customerId, queryConfig }: UseCustomerOptions) =>
  useQuery({ ...getCustomerQueryOptions(customerId), ...queryConfig });

import { CustomerSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/customers/:id — any signed-in user (the rep view reads it too). */
export const getCustomer = (customerId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/customers/${encodeURIComponent(customerId)}`, { schema: CustomerSchema, signal });

/** A failed load is only logged (spec 3 §8): the screen says so inline, no snackbar. */
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

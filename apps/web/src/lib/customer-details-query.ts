import { CUSTOMER_MESSAGES, CustomerDetailsRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import type { QueryConfig } from './query-client';

/**
 * GET /api/customers/:id/Details — the default power info, or null before the first save (the
 * server answers 404 'Customer Details do not exist.'; the screen then starts from blank
 * defaults, without an error). Shared: the customer page and the proposal builder read the same
 * query, so a saved build shows in both at once.
 */
export async function getCustomerDetails(
  customerId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  try {
    return await api.get(`/customers/${encodeURIComponent(customerId)}/Details`, {
      schema: CustomerDetailsRecordSchema,
      signal,
    });
  } catch (error) {
    if (
      isApiError(error) &&
      error.code === 'NOT_FOUND' &&
      error.message === CUSTOMER_MESSAGES.customerDetailsDoNotExist
    ) {
      return null;
    }
    throw error;
  }
}

/** A failed load is only logged (spec 3 §8): the column says so inline. */
export const getCustomerDetailsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customer-details', customerId],
    queryFn: ({ signal }) => getCustomerDetails(customerId, { signal }),
  });

type UseCustomerDetailsOptions = {
  customerId: string;
  queryConfig?: QueryConfig<typeof getCustomerDetailsQueryOptions>;
};

export const useCustomerDetails = ({ customerId, queryConfig }: UseCustomerDetailsOptions) =>
  useQuery({ ...getCustomerDetailsQueryOptions(customerId), ...queryConfig });

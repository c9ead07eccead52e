import { CUSTOMER_MESSAGES, CustomerDetailsRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/**
 * GET /api/customers/:id/Details — the saved power info the builder starts from, or null when
 * none is saved yet (the server answers 404 'Customer Details do not exist.').
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

/** Same key as the customer details screen, so a saved build shows here at once. */
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

import {
  CustomerListResponseSchema,
  customerListSearchParams,
  type CustomerListFilters,
} from '@pb/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** One page of the customer list as the screen asks for it (page is 0-based). */
export type CustomerListRequest = {
  searchTerm: string;
  page: number;
  pageSize: number;
  filters: CustomerListFilters;
};

/** GET /api/customers?searchTerm&page&pageSize&filters — searched, filtered and paged by the server. */
export const getCustomers = (
  request: CustomerListRequest,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get(`/customers?${customerListSearchParams(request).toString()}`, {
    schema: CustomerListResponseSchema,
    signal,
  });

/** Prefix of every list page's key: a change to any customer refreshes them all. */
export const CUSTOMERS_LIST_KEY = ['customers', 'list'] as const;

/** Failures are only logged (spec 3 §8): the list says so inline, no snackbar. */
export const getCustomersQueryOptions = (request: CustomerListRequest) =>
  queryOptions({
    queryKey: [...CUSTOMERS_LIST_KEY, request],
    queryFn: ({ signal }) => getCustomers(request, { signal }),
  });

type UseCustomersOptions = {
  request: CustomerListRequest;
  queryConfig?: QueryConfig<typeof getCustomersQueryOptions>;
};

/** Keeps showing the previous page while the next one loads. */
export const useCustomers = ({ request, queryConfig }: UseCustomersOptions) =>
  useQuery({
    ...getCustomersQueryOptions(request),
    placeholderData: keepPreviousData,
    ...queryConfig,
  });

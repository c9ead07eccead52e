import {
  CUSTOMER_CREATED_WITHIN_DAYS,
  CUSTOMER_PAGE_SIZES,
  DEFAULT_CUSTOMER_PAGE_SIZE,
  US_STATE_ABBREVIATIONS,
  type CustomerListFilters,
} from '@pb/core';
import { useSearchParams } from 'react-router';
import type { CustomerListRequest } from '../api/get-customers';

/** URL keys of the list's view: ?search=smith&page=2&rows=50&state=AZ,TX&proposals=yes&created=30 */
const KEYS = {
  search: 'search',
  page: 'page',
  rows: 'rows',
  state: 'state',
  proposals: 'proposals',
  created: 'created',
} as const;

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** Reads the list's view from the URL; anything unknown falls back to the default. */
export function parseCustomerListParams(params: URLSearchParams): CustomerListRequest {
  const page = Number(params.get(KEYS.page));
  const rows = Number(params.get(KEYS.rows));
  const states = (params.get(KEYS.state) ?? '')
    .split(',')
    .filter((state) => isOneOf(US_STATE_ABBREVIATIONS, state));
  const proposals = params.get(KEYS.proposals);
  const created = Number(params.get(KEYS.created));
  const filters: CustomerListFilters = {};
  if (states.length > 0) filters.state = [...new Set(states)];
  if (proposals === 'yes' || proposals === 'no') filters.hasProposals = proposals;
  if (isOneOf(CUSTOMER_CREATED_WITHIN_DAYS, created)) filters.createdWithin = created;
  return {
    searchTerm: params.get(KEYS.search) ?? '',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: isOneOf(CUSTOMER_PAGE_SIZES, rows) ? rows : DEFAULT_CUSTOMER_PAGE_SIZE,
    filters,
  };
}

/** Writes a view to URL parameters; defaults are left out (page numbers start at 1 there). */
export function toCustomerListParams(
  view: CustomerListRequest,
  current: URLSearchParams,
): URLSearchParams {
  const out = new URLSearchParams(current);
  const put = (key: string, value: string, isDefault: boolean) =>
    isDefault ? out.delete(key) : out.set(key, value);
  const { filters } = view;
  put(KEYS.search, view.searchTerm, view.searchTerm === '');
  put(KEYS.page, String(view.page + 1), view.page === 0);
  put(KEYS.rows, String(view.pageSize), view.pageSize === DEFAULT_CUSTOMER_PAGE_SIZE);
  put(KEYS.state, (filters.state ?? []).join(','), !filters.state?.length);
  put(KEYS.proposals, filters.hasProposals ?? '', !filters.hasProposals);
  put(KEYS.created, String(filters.createdWithin ?? ''), !filters.createdWithin);
  return out;
}

/**
 * The customer list's search, filters and page, kept in the URL so the back button and a shared
 * link return to the same view. A new search or filter starts again at the first page.
 */
export function useCustomerListParams() {
  const [params, setParams] = useSearchParams();
  const view = parseCustomerListParams(params);
  const update = (next: Partial<CustomerListRequest>) =>
    setParams(
      (current) => toCustomerListParams({ ...parseCustomerListParams(current), ...next }, current),
      {
        replace: true,
      },
    );
  return {
    view,
    setSearchTerm: (searchTerm: string) => update({ searchTerm, page: 0 }),
    setFilters: (filters: CustomerListFilters) => update({ filters, page: 0 }),
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 0 }),
  };
}

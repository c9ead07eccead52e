import {
  CustomerProposalsResponseSchema,
  DEFAULT_PROPOSAL_PAGE_SIZE,
  PROPOSAL_MESSAGES,
  type CustomerProposalsResponse,
} from '@pb/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type ListOptions = {
  /** The rep view: only the proposals shared with reps (the server always narrows for reps). */
  onlyViewableByRep?: boolean;
};

/**
 * GET /api/customers/:id/Proposals — one page of the customer's proposal summaries, newest number
 * first, and the total. Users without PB_MANAGE_CUSTOMERS get only those flagged isViewableByRep.
 */
export const getCustomerProposals = (
  customerId: string,
  { offset, onlyViewableByRep }: ListOptions & { offset: number },
  { signal }: { signal?: AbortSignal } = {},
) => {
  const params = new URLSearchParams({
    limit: String(DEFAULT_PROPOSAL_PAGE_SIZE),
    offset: String(offset),
  });
  if (onlyViewableByRep) params.set('onlyViewableByRep', 'true');
  return api.get(`/customers/${encodeURIComponent(customerId)}/Proposals?${params}`, {
    schema: CustomerProposalsResponseSchema,
    signal,
  });
};

/** The offset of the page after `last`, or undefined when every proposal is loaded. */
const nextOffset = (last: CustomerProposalsResponse) => {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
};

export const getCustomerProposalsQueryOptions = (customerId: string, options: ListOptions = {}) =>
  infiniteQueryOptions({
    queryKey: [
      'proposals',
      'customer',
      customerId,
      { onlyViewableByRep: !!options.onlyViewableByRep },
    ],
    queryFn: ({ signal, pageParam }) =>
      getCustomerProposals(customerId, { ...options, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetProposal },
  });

/**
 * The customer's proposals loaded so far (page after page, newest first): `proposals` is the
 * concatenation, `total` the count on the server, `loadMore` fetches the next page.
 */
export function useCustomerProposals({
  customerId,
  onlyViewableByRep,
}: ListOptions & { customerId: string }) {
  const query = useInfiniteQuery(
    getCustomerProposalsQueryOptions(customerId, { onlyViewableByRep }),
  );
  const pages = query.data?.pages;
  return {
    query,
    proposals: pages?.flatMap((p) => p.items),
    total: pages?.at(-1)?.total ?? 0,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

export type CustomerProposalsState = ReturnType<typeof useCustomerProposals>;

import { CustomerProposalsResponseSchema, PROPOSAL_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/**
 * GET /api/customers/:id/Proposals — the customer's proposals, newest number first. Users without
 * PB_MANAGE_CUSTOMERS get only those flagged isViewableByRep (the rep view).
 */
export const getCustomerProposals = (
  customerId: string,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get(`/customers/${encodeURIComponent(customerId)}/Proposals`, {
    schema: CustomerProposalsResponseSchema,
    signal,
  });

export const getCustomerProposalsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['proposals', 'customer', customerId],
    queryFn: ({ signal }) => getCustomerProposals(customerId, { signal }),
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetProposal },
  });

type UseCustomerProposalsOptions = {
  customerId: string;
  queryConfig?: QueryConfig<typeof getCustomerProposalsQueryOptions>;
};

export const useCustomerProposals = ({ customerId, queryConfig }: UseCustomerProposalsOptions) =>
  useQuery({ ...getCustomerProposalsQueryOptions(customerId), ...queryConfig });

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { getCustomerProposalsQueryOptions } from '../../../../features/customer-details/api/get-customer-proposals';
import { prefetchNewestToCompare } from '../../../../features/customer-details/api/get-proposal-to-compare';
import { getCustomerQueryOptions } from '../../../../features/customers/api/get-customer';
import { authStorage } from '../../../../lib/auth-storage';
import { prefetchWhenCapable } from '../../../../lib/current-user';
import { getCustomerDetailsQueryOptions } from '../../../../lib/customer-details-query';
import { prefetchDetailsCatalogue } from './use-details-catalogue';

/**
 * /customers/{id}: starts the customer, its details, its first page of proposals (then the newest
 * one's details, which 'Current Details For Proposal' compares) and the catalogue lists the power
 * info form chooses from (each list once, shared by the page's queries). The route's module
 * exports it as its loader. Never blocks.
 */
export const customerLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const customerId = params.customerId;
    if (!customerId || !authStorage.getAccessToken()) return null;
    void queryClient.prefetchQuery(getCustomerQueryOptions(customerId));
    prefetchWhenCapable(queryClient, 'PB_MANAGE_CUSTOMERS', () =>
      Promise.all([
        queryClient.prefetchQuery(getCustomerDetailsQueryOptions(customerId)),
        queryClient
          .prefetchInfiniteQuery(getCustomerProposalsQueryOptions(customerId))
          .then(() => prefetchNewestToCompare(queryClient, customerId)),
        prefetchDetailsCatalogue(queryClient),
      ]),
    );
    return null;
  };

import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getCustomerQueryOptions } from '../../../../features/customers/api/get-customer';
import { getCustomerDetailsQueryOptions } from '../../../../lib/customer-details-query';
import { prefetchWhenCapable, useHasCapability } from '../../../../lib/current-user';
import { authStorage } from '../../../../lib/auth-storage';
import { CustomerManagerPage } from './customer-manager-page';
import { CustomerRepPage } from './customer-rep-page';
import { prefetchDetailsCatalogue } from './use-details-catalogue';
import { WithCustomer } from './with-customer';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const customerId = params.customerId;
    if (!customerId || !authStorage.getAccessToken()) return null;
    void queryClient.prefetchQuery(getCustomerQueryOptions(customerId));
    prefetchWhenCapable(queryClient, 'PB_MANAGE_CUSTOMERS', () =>
      Promise.all([
        queryClient.prefetchQuery(getCustomerDetailsQueryOptions(customerId)),
        prefetchDetailsCatalogue(queryClient),
      ]),
    );
    return null;
  };

/** /customers/{id} — the customer page for PB_MANAGE_CUSTOMERS, the rep view for everyone else. */
export default function CustomerRoute() {
  const { customerId = '' } = useParams();
  const canManage = useHasCapability('PB_MANAGE_CUSTOMERS');
  return (
    <WithCustomer key={customerId} customerId={customerId}>
      {(customer, reload) =>
        canManage ? (
          <CustomerManagerPage customer={customer} onReload={reload} />
        ) : (
          <CustomerRepPage customer={customer} />
        )
      }
    </WithCustomer>
  );
}

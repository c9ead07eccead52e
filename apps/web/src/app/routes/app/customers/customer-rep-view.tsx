import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getCustomerQueryOptions } from '../../../../features/customers/api/get-customer';
import { authStorage } from '../../../../lib/auth-storage';
import { CustomerRepPage } from './customer-rep-page';
import { WithCustomer } from './with-customer';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.customerId && authStorage.getAccessToken()) {
      void queryClient.prefetchQuery(getCustomerQueryOptions(params.customerId));
    }
    return null;
  };

/** /customers/{id}/repView — the rep view, for anyone signed in (opened in a new window). */
export default function CustomerRepViewRoute() {
  const { customerId = '' } = useParams();
  return (
    <WithCustomer key={customerId} customerId={customerId}>
      {(customer) => <CustomerRepPage customer={customer} />}
    </WithCustomer>
  );
}

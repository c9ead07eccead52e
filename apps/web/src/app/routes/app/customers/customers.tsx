import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getCustomersQueryOptions } from '../../../../features/customers/api/get-customers';
import { CustomersList } from '../../../../features/customers/components/customers-list';
import { parseCustomerListParams } from '../../../../features/customers/hooks/use-customer-list-params';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const view = parseCustomerListParams(new URL(request.url).searchParams);
    prefetchWhenCapable(queryClient, 'PB_MANAGE_CUSTOMERS', () =>
      queryClient.prefetchQuery(getCustomersQueryOptions(view)),
    );
    return null;
  };

/** /customers — only for PB_MANAGE_CUSTOMERS; everyone else gets Access Denied naming Customers. */
export default function CustomersRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_CUSTOMERS" area="Customers">
      <CustomersList />
    </RequireCapability>
  );
}

import { useParams } from 'react-router';
import { useHasCapability } from '../../../../lib/current-user';
import { customerLoader } from './customer-loader';
import { CustomerManagerPage } from './customer-manager-page';
import { CustomerRepPage } from './customer-rep-page';
import { WithCustomer } from './with-customer';

/** Prefetches the customer, then its details, proposals and the catalogue (customer-loader.ts). */
export const clientLoader = customerLoader;

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

import type { Customer } from '@pb/core';
import { CUSTOMER_MESSAGES } from '@pb/core';
import type { ReactNode } from 'react';
import { QueryContent } from '../../../../components/ui/query-content';
import { useCustomer } from '../../../../features/customers/api/get-customer';

type WithCustomerProps = {
  customerId: string;
  children: (customer: Customer, reload: () => void) => ReactNode;
};

/** Loads the customer of the URL (failures are only shown inline, spec 3 §8). */
export function WithCustomer({ customerId, children }: WithCustomerProps) {
  const customer = useCustomer({ customerId });
  return (
    <QueryContent
      query={customer}
      errorMessage={CUSTOMER_MESSAGES.couldNotGetCustomer}
      notFoundMessage={CUSTOMER_MESSAGES.customerNotFound}
      loadingHeight={360}
    >
      {(data) => children(data, () => void customer.refetch())}
    </QueryContent>
  );
}

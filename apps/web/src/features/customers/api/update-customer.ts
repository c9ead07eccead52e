import { CUSTOMER_MESSAGES, CustomerSchema, type UpdateCustomerInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getCustomerQueryOptions } from './get-customer';
import { CUSTOMERS_LIST_KEY } from './get-customers';

/** PATCH /api/customers — carries `version`; a stale one gets 409 with the server's explanation. */
export const updateCustomer = (input: UpdateCustomerInput) =>
  api.patch('/customers', { body: input, schema: CustomerSchema });

type UseUpdateCustomerOptions = { mutationConfig?: MutationConfig<typeof updateCustomer> };

export function useUpdateCustomer({ mutationConfig }: UseUpdateCustomerOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CUSTOMER_MESSAGES.customerUpdated,
      errorMessage: CUSTOMER_MESSAGES.customerFailedToUpdate,
    },
    ...rest,
    mutationFn: updateCustomer,
    onSuccess: async (customer, ...args) => {
      queryClient.setQueryData(getCustomerQueryOptions(customer.id).queryKey, customer);
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_LIST_KEY });
      return onSuccess?.(customer, ...args);
    },
  });
}

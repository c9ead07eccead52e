import { CUSTOMER_MESSAGES, CustomerSchema, type CreateCustomerInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getCustomerQueryOptions } from './get-customer';
import { CUSTOMERS_LIST_KEY } from './get-customers';

/** POST /api/customers — the server looks the address up and answers with the new customer. */
export const createCustomer = (input: CreateCustomerInput) =>
  api.post('/customers', { body: input, schema: CustomerSchema });

type UseCreateCustomerOptions = { mutationConfig?: MutationConfig<typeof createCustomer> };

export function useCreateCustomer({ mutationConfig }: UseCreateCustomerOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CUSTOMER_MESSAGES.customerAdded,
      errorMessage: CUSTOMER_MESSAGES.couldNotAddCustomer,
    },
    ...rest,
    mutationFn: createCustomer,
    onSuccess: async (customer, ...args) => {
      queryClient.setQueryData(getCustomerQueryOptions(customer.id).queryKey, customer);
      await queryClient.invalidateQueries({ queryKey: CUSTOMERS_LIST_KEY });
      return onSuccess?.(customer, ...args);
    },
  });
}

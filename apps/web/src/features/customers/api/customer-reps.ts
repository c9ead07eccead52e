import { CUSTOMER_MESSAGES, CustomerRepsResponseSchema, type SetCustomerRepsInput } from '@pb/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/customers/:id/reps — PB_MANAGE_CUSTOMERS (decision 0034). */
export const customerRepsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['customers', 'reps', customerId],
    queryFn: ({ signal }) =>
      api.get(`/customers/${encodeURIComponent(customerId)}/reps`, {
        schema: CustomerRepsResponseSchema,
        signal,
      }),
  });

/** GET /api/customers/rep-candidates — the users without PB_MANAGE_CUSTOMERS. */
export const repCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: ['customers', 'rep-candidates'],
    queryFn: ({ signal }) =>
      api.get('/customers/rep-candidates', { schema: CustomerRepsResponseSchema, signal }),
    staleTime: 60_000,
  });

export const useCustomerReps = (customerId: string) =>
  useQuery(customerRepsQueryOptions(customerId));

export const useRepCandidates = () => useQuery(repCandidatesQueryOptions());

/** PUT /api/customers/:id/reps — replaces the list; the answer is the saved list. */
export function useSetCustomerReps(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      successMessage: CUSTOMER_MESSAGES.repsSaved,
      errorMessage: CUSTOMER_MESSAGES.couldNotSaveReps,
    },
    mutationFn: (input: SetCustomerRepsInput) =>
      api.put(`/customers/${encodeURIComponent(customerId)}/reps`, {
        body: input,
        schema: CustomerRepsResponseSchema,
      }),
    onSuccess: (reps) =>
      queryClient.setQueryData(customerRepsQueryOptions(customerId).queryKey, reps),
  });
}

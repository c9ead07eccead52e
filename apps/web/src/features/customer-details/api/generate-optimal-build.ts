import {
  CALCULATION_MESSAGES,
  CUSTOMER_MESSAGES,
  GenerateOptimalBuildResponseSchema,
  type SaveCustomerDetailsInput,
} from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getCustomerDetailsQueryOptions } from '../../../lib/customer-details-query';

type GenerateOptimalBuildRequest = { customerId: string; body: SaveCustomerDetailsInput };

/**
 * POST /api/customers/:customerId/Details/generate — Generate Optimal Build (spec 3 §4): the
 * server computes the pre-solar bill, the recommended build with its EPC, production, cost and
 * incentives, saves the details and answers with them, the build's notices and the production
 * source. A stale version gets 409; a rule the build breaks gets 422 with the spec's text.
 */
export const generateOptimalBuild = ({ customerId, body }: GenerateOptimalBuildRequest) =>
  api.post(`/customers/${encodeURIComponent(customerId)}/Details/generate`, {
    body,
    schema: GenerateOptimalBuildResponseSchema,
  });

type UseGenerateOptimalBuildOptions = {
  mutationConfig?: MutationConfig<typeof generateOptimalBuild>;
};

export function useGenerateOptimalBuild({ mutationConfig }: UseGenerateOptimalBuildOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CUSTOMER_MESSAGES.customerSaved,
      errorMessage: CALCULATION_MESSAGES.failedToSave,
    },
    ...rest,
    mutationFn: generateOptimalBuild,
    onSuccess: async (response, variables, ...args) => {
      queryClient.setQueryData(
        getCustomerDetailsQueryOptions(variables.customerId).queryKey,
        response.details,
      );
      return onSuccess?.(response, variables, ...args);
    },
  });
}

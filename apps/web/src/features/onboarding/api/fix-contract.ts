import { ContractSchema, ONBOARDING_MESSAGES, type FixContractInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /api/Contracts/:id/fix — the contract fix screen's Save (Admin and Developer). */
export const fixContract = ({ id, body }: { id: string; body: FixContractInput }) =>
  api.patch(`/Contracts/${encodeURIComponent(id)}/fix`, { body, schema: ContractSchema });

export function useFixContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      errorMessage: ONBOARDING_MESSAGES.couldNotUpdateContract,
      successMessage: 'Contract updated.',
    },
    mutationFn: fixContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contracts', id] }),
  });
}

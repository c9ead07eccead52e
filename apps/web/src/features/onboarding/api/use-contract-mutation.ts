import { ContractSchema, type Contract, type OnboardingContext } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingKey } from './get-onboarding';

/** Every onboarding action answers the contract: store it in the stepper's query. */
export function useContractMutation<V>(
  proposalId: string,
  mutationFn: (variables: V) => Promise<Contract>,
  errorMessage?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(errorMessage ? { meta: { errorMessage } } : {}),
    mutationFn,
    onSuccess: (contract) => {
      ContractSchema.parse(contract);
      queryClient.setQueryData<OnboardingContext>(onboardingKey(proposalId), (old) =>
        old ? { ...old, contract } : old,
      );
    },
  });
}

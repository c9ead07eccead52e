import { ContractSchema, ONBOARDING_MESSAGES } from '@pb/core';
import { api } from '../../../lib/api-client';
import { useContractMutation } from './use-contract-mutation';

/** POST /api/Contracts/:id/credit — sets the loan id (lender lookup, fixed id, or typed). */
export const checkCredit = ({ id, loanId }: { id: string; loanId?: string }) =>
  api.post(`/Contracts/${encodeURIComponent(id)}/credit`, {
    body: loanId ? { loanId } : {},
    schema: ContractSchema,
  });

/** The same call with `skip`: the server remembers it, so a reload does not ask again. */
export const skipCredit = ({ id }: { id: string }) =>
  api.post(`/Contracts/${encodeURIComponent(id)}/credit`, {
    body: { skip: true },
    schema: ContractSchema,
  });

export const useCheckCredit = (proposalId: string) =>
  useContractMutation(proposalId, checkCredit, ONBOARDING_MESSAGES.loanNotFilledOut);

export const useSkipCredit = (proposalId: string) => useContractMutation(proposalId, skipCredit);

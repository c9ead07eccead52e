import { ContractSchema, ONBOARDING_MESSAGES, type PatchContractInput } from '@pb/core';
import { api } from '../../../lib/api-client';
import { useContractMutation } from './use-contract-mutation';

/** PATCH /api/Contracts — creates the record (no version) or saves it at the version read. */
export const patchContract = (body: PatchContractInput) =>
  api.patch('/Contracts', { body, schema: ContractSchema });

export const usePatchContract = (proposalId: string) =>
  useContractMutation(proposalId, patchContract, ONBOARDING_MESSAGES.couldNotUpdateContract);

import { ContractSchema, ONBOARDING_MESSAGES, type CreateDocumentInput } from '@pb/core';
import { api } from '../../../lib/api-client';
import { useContractMutation } from './use-contract-mutation';

/** POST /api/Contracts/:id/documents — Generate Agreement. */
export const createDocument = ({ id, ...body }: CreateDocumentInput & { id: string }) =>
  api.post(`/Contracts/${encodeURIComponent(id)}/documents`, { body, schema: ContractSchema });

export const useCreateDocument = (proposalId: string) =>
  useContractMutation(proposalId, createDocument, ONBOARDING_MESSAGES.couldNotCreateContract);

import { ContractSchema } from '@pb/core';
import { api } from '../../../lib/api-client';
import { useContractMutation } from './use-contract-mutation';

/**
 * POST /api/Contracts/:id/documents/refresh — re-checks statuses and sends drafts. A failed check
 * keeps the previous record silently (spec 3 §8), so no message here.
 */
export const refreshDocuments = (id: string) =>
  // A status poll, not an intent: no Idempotency-Key (the server sends a draft once anyway).
  api.post(`/Contracts/${encodeURIComponent(id)}/documents/refresh`, {
    schema: ContractSchema,
    idempotencyKey: false,
  });

export const useRefreshDocuments = (proposalId: string) =>
  useContractMutation(proposalId, refreshDocuments);

import { ContractSchema } from '@pb/core';
import { api } from '../../../lib/api-client';
import { useContractMutation } from './use-contract-mutation';

/** POST /api/Contracts/:id/agreement — use the completed document (or the chosen one). */
export const selectAgreement = ({ id, pandaDocId }: { id: string; pandaDocId?: string }) =>
  api.post(`/Contracts/${encodeURIComponent(id)}/agreement`, {
    body: pandaDocId ? { pandaDocId } : {},
    schema: ContractSchema,
  });

export const useSelectAgreement = (proposalId: string) =>
  useContractMutation(proposalId, selectAgreement);

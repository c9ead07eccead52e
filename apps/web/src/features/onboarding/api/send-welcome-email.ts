import { ContractSchema, ONBOARDING_MESSAGES } from '@pb/core';
import { api } from '../../../lib/api-client';
import { useContractMutation } from './use-contract-mutation';

/** POST /api/Contracts/:id/welcomeEmail — the welcome email (also 'Send Again'). */
export const sendWelcomeEmail = (id: string) =>
  api.post(`/Contracts/${encodeURIComponent(id)}/welcomeEmail`, { schema: ContractSchema });

export const useSendWelcomeEmail = (proposalId: string) =>
  useContractMutation(proposalId, sendWelcomeEmail, ONBOARDING_MESSAGES.couldNotSendWelcomeEmail);

import { ContractSchema, ONBOARDING_MESSAGES, type ScheduleSurveyInput } from '@pb/core';
import { api } from '../../../lib/api-client';
import { useContractMutation } from './use-contract-mutation';

/** POST /api/Contracts/:id/siteSurvey — book (or skip) and create the CRM records. */
export const scheduleSurvey = ({ id, body }: { id: string; body: ScheduleSurveyInput }) =>
  api.post(`/Contracts/${encodeURIComponent(id)}/siteSurvey`, { body, schema: ContractSchema });

export const useScheduleSurvey = (proposalId: string) =>
  useContractMutation(proposalId, scheduleSurvey, ONBOARDING_MESSAGES.onboardingFailed);

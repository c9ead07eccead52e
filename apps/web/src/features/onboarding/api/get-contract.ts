import { ContractSchema, ONBOARDING_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/Contracts/:id ('Contract does not exist.'; the screen says 'Unable to get Contract!'). */
export const getContract = (id: string, signal?: AbortSignal) =>
  api.get(`/Contracts/${encodeURIComponent(id)}`, { schema: ContractSchema, signal });

export const useContract = (id: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: ['contracts', id, 'record'],
      enabled,
      queryFn: ({ signal }) => getContract(id, signal),
      meta: { errorMessage: ONBOARDING_MESSAGES.unableToGetContract },
    }),
  );

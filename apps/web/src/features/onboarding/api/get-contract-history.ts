import { ContractChangeSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/Contracts/:id/history — the change history (Admin and Developer). */
export const getContractHistory = (id: string, signal?: AbortSignal) =>
  api.get(`/Contracts/${encodeURIComponent(id)}/history`, {
    schema: z.array(ContractChangeSchema),
    signal,
  });

export const useContractHistory = (id: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: ['contracts', id, 'history'],
      queryFn: ({ signal }) => getContractHistory(id, signal),
      enabled,
    }),
  );

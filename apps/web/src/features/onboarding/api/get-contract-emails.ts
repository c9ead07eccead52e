import { EmailOutboxEntrySchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /api/Contracts/:id/emails — the contract's emails in the outbox (Admin and Developer). */
export const getContractEmails = (id: string, signal?: AbortSignal) =>
  api.get(`/Contracts/${encodeURIComponent(id)}/emails`, {
    schema: z.array(EmailOutboxEntrySchema),
    signal,
  });

export const useContractEmails = (id: string, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: ['contracts', id, 'emails'],
      queryFn: ({ signal }) => getContractEmails(id, signal),
      enabled,
    }),
  );

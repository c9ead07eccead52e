import { ADMIN_SCREEN_MESSAGES, EmailOutboxPageSchema } from '@pb/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OutboxPageParams = { page: number; pageSize: number };

/** GET /api/emails/outbox — one page of the email outbox, newest first. */
export const getEmailOutbox = (
  { page, pageSize }: OutboxPageParams,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get(`/emails/outbox?page=${page}&pageSize=${pageSize}`, {
    schema: EmailOutboxPageSchema,
    signal,
  });

export const getEmailOutboxQueryOptions = (params: OutboxPageParams) =>
  queryOptions({
    queryKey: ['outbox', 'emails', params],
    queryFn: ({ signal }) => getEmailOutbox(params, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: ADMIN_SCREEN_MESSAGES.couldNotGetEmails },
  });

export const useEmailOutbox = (params: OutboxPageParams) =>
  useQuery(getEmailOutboxQueryOptions(params));

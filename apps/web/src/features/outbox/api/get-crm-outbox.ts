import { ADMIN_SCREEN_MESSAGES, CrmOutboxPageSchema } from '@pb/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OutboxPageParams } from './get-email-outbox';

/** GET /api/crm/outbox — one page of the onboardings' CRM pushes and portal calls. */
export const getCrmOutbox = (
  { page, pageSize }: OutboxPageParams,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get(`/crm/outbox?page=${page}&pageSize=${pageSize}`, {
    schema: CrmOutboxPageSchema,
    signal,
  });

export const getCrmOutboxQueryOptions = (params: OutboxPageParams) =>
  queryOptions({
    queryKey: ['outbox', 'crm', params],
    queryFn: ({ signal }) => getCrmOutbox(params, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: ADMIN_SCREEN_MESSAGES.couldNotGetCrmPushes },
  });

export const useCrmOutbox = (params: OutboxPageParams) =>
  useQuery(getCrmOutboxQueryOptions(params));

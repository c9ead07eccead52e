import { ADMIN_SCREEN_MESSAGES, DeliveryOutboxPageSchema } from '@pb/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OutboxPageParams } from './get-email-outbox';

/** GET /api/notifications/outbox — one page of notification deliveries, newest first. */
export const getDeliveryOutbox = (
  { page, pageSize }: OutboxPageParams,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get(`/notifications/outbox?page=${page}&pageSize=${pageSize}`, {
    schema: DeliveryOutboxPageSchema,
    signal,
  });

export const getDeliveryOutboxQueryOptions = (params: OutboxPageParams) =>
  queryOptions({
    queryKey: ['outbox', 'deliveries', params],
    queryFn: ({ signal }) => getDeliveryOutbox(params, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: ADMIN_SCREEN_MESSAGES.couldNotGetDeliveries },
  });

export const useDeliveryOutbox = (params: OutboxPageParams) =>
  useQuery(getDeliveryOutboxQueryOptions(params));

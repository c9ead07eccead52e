import { OutboxRetryResultSchema } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Which outbox a row belongs to: the email outbox or the notification deliveries. */
export type OutboxKind = 'emails' | 'notifications';

/**
 * POST /api/emails/outbox/:id/retry or /api/notifications/outbox/:id/retry — queues a pending,
 * failed or dead message to be sent again now (decision 0047).
 */
export const retryOutboxItem = ({ kind, id }: { kind: OutboxKind; id: string }) =>
  api.post(`/${kind}/outbox/${encodeURIComponent(id)}/retry`, {
    schema: OutboxRetryResultSchema,
  });

export function useRetryOutboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      successMessage: 'Queued to send again.',
      errorMessage: 'Could not queue it to send again.',
    },
    mutationFn: retryOutboxItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
}

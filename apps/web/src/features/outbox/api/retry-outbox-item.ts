import { OutboxRetryResultSchema } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Which outbox a row belongs to: emails, notification deliveries, or CRM and portal calls. */
export type OutboxKind = 'emails' | 'notifications' | 'crm';

/**
 * POST /api/{emails,notifications,crm}/outbox/:id/retry — queues a pending, failed or dead
 * message or call to be sent again now (decisions 0047, 0067).
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

import Button from '@mui/material/Button';
import { useRetryOutboxItem, type OutboxKind } from '../api/retry-outbox-item';

/** Statuses a message can be sent again from: not yet sent, or given up on. */
const RETRYABLE = new Set(['pending', 'failed', 'dead']);

/** The Retry button of an outbox row that has not been sent (nothing for the others). */
export function RetryButton({
  kind,
  id,
  status,
}: {
  kind: OutboxKind;
  id: string;
  status: string;
}) {
  const retry = useRetryOutboxItem();
  if (!RETRYABLE.has(status)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      sx={{ mt: 1 }}
      disabled={retry.isPending}
      onClick={() => retry.mutate({ kind, id })}
    >
      Retry
    </Button>
  );
}

import Chip from '@mui/material/Chip';
import { requestStatus, type ChatRequest } from '@pb/core';

const COLORS = { Pending: 'warning', 'In Progress': 'info', Completed: 'success' } as const;

/** Pending / In Progress / Completed (spec 3 §4). */
export function RequestStatusChip({
  request,
}: {
  request: Pick<ChatRequest, 'isActive' | 'ownedBy'>;
}) {
  const status = requestStatus(request);
  return <Chip size="small" color={COLORS[status]} label={status} variant="outlined" />;
}

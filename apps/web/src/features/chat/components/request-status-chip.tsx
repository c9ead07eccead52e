import Chip from '@mui/material/Chip';
import { requestStatus, type ChatRequest } from '@pb/core';

const COLORS = { Pending: 'warning', 'In Progress': 'info', Completed: 'success' } as const;

/**
 * Pending / In Progress / Completed (spec 3 §4). Filled: orange text on white is 3.11:1, while the
 * theme's text on each filled colour is at least 4.8:1 (decision 0031).
 */
export function RequestStatusChip({
  request,
}: {
  request: Pick<ChatRequest, 'isActive' | 'ownedBy'>;
}) {
  const status = requestStatus(request);
  return <Chip size="small" color={COLORS[status]} label={status} />;
}

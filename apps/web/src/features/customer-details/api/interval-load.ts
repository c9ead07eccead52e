import {
  IntervalLoadResponseSchema,
  IntervalLoadSummarySchema,
  type IntervalLoadSummary,
} from '@pb/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const path = (customerId: string) => `/customers/${encodeURIComponent(customerId)}/interval-load`;
const key = (customerId: string) => ['customers', customerId, 'interval-load'] as const;

/** GET /api/customers/:id/interval-load — the uploaded Green Button year, null when none. */
export const useIntervalLoad = (customerId: string) =>
  useQuery({
    queryKey: key(customerId),
    queryFn: ({ signal }) =>
      api.get(path(customerId), { schema: IntervalLoadResponseSchema, signal }),
  });

/**
 * PUT (upload a file's text) and DELETE; both refresh the row, the proposal list, the stored
 * proposals and the hours (the server re-prices the hourly proposals on the new load, decision
 * 0066).
 */
export function useIntervalLoadMutations(customerId: string) {
  const queryClient = useQueryClient();
  const settle = (value: IntervalLoadSummary | null) => {
    queryClient.setQueryData(key(customerId), value);
    void queryClient.invalidateQueries({ queryKey: ['proposals', 'customer', customerId] });
    void queryClient.invalidateQueries({ queryKey: ['proposals', 'detail'] });
    void queryClient.invalidateQueries({ queryKey: ['proposals', 'hours'] });
    void queryClient.invalidateQueries({
      queryKey: ['customers', customerId, 'new-proposal-hours'],
    });
  };
  const upload = useMutation({
    mutationFn: (body: { fileName: string; text: string }) =>
      api.put(path(customerId), { body, schema: IntervalLoadSummarySchema }),
    onSuccess: settle,
    meta: { successMessage: 'Interval data uploaded' },
  });
  const remove = useMutation({
    mutationFn: () => api.delete<void>(path(customerId)),
    onSuccess: () => settle(null),
  });
  return { upload, remove };
}

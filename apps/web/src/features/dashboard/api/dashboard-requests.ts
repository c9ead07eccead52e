import { CHAT_MESSAGES as M, ChatRequestSchema, CompletedChatSchema } from '@pb/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { CHATS_QUERY_KEY } from '../../../lib/realtime';

function useInvalidateChats() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CHATS_QUERY_KEY });
}

/** GET /api/chats/requests — the active requests of the dashboard, sorted by appointment. */
export const getDashboardRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...CHATS_QUERY_KEY, 'dashboard'],
    queryFn: ({ signal }) =>
      api.get('/chats/requests', { schema: z.array(ChatRequestSchema), signal }),
    // The socket refreshes it on every change; this is only the safety net.
    refetchInterval: 60_000,
  });
export const useDashboardRequests = () => useQuery(getDashboardRequestsQueryOptions());

export function useStartRequest() {
  const invalidate = useInvalidateChats();
  return useMutation({
    meta: { errorMessage: 'Could not start the request.' },
    mutationFn: (id: string) =>
      api.post(`/chats/requests/${id}/start`, { schema: ChatRequestSchema }),
    onSettled: () => invalidate(),
  });
}

export function useUnclaimRequest() {
  const invalidate = useInvalidateChats();
  return useMutation({
    meta: { errorMessage: 'Could not unclaim the request.' },
    mutationFn: (id: string) =>
      api.post(`/chats/requests/${id}/unclaim`, { schema: ChatRequestSchema }),
    onSettled: () => invalidate(),
  });
}

/**
 * POST /api/chats — Mark Completed. 'Request completed!' on success; on failure the spec shows
 * 'Could not Complete redesign, please try again.' as a success-type message (spec 1 §4).
 */
export function useCompleteRequest(onDone: (ok: boolean) => void) {
  const invalidate = useInvalidateChats();
  return useMutation({
    meta: { successMessage: M.requestCompleted, isFailureAnnouncedByCaller: true },
    mutationFn: (id: string) => api.post('/chats', { body: { id }, schema: CompletedChatSchema }),
    onSuccess: () => onDone(true),
    onError: () => onDone(false),
    onSettled: () => invalidate(),
  });
}

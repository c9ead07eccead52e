import { CHAT_MESSAGES as M, NOTIFICATION_REFRESH_MS, NotificationListSchema } from '@pb/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY, useRealtimeSettled } from '../../../lib/realtime';

/**
 * GET /api/Notifications — pushed live by the socket and refreshed every 15 minutes. Asked once
 * the socket listens (or could not connect), so a page asks once, not again on the first open.
 */
export function useNotifications(userId: string | undefined) {
  const socketSettled = useRealtimeSettled();
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, userId],
    enabled: !!userId && socketSettled,
    queryFn: ({ signal }) =>
      api.get(`/Notifications?userId=${userId}`, { schema: NotificationListSchema, signal }),
    refetchInterval: NOTIFICATION_REFRESH_MS,
    meta: { errorMessage: M.couldNotGetNotifications },
  });
}

/** PUT /api/Notifications/{userId}/MarkedSeen — Mark all seen. */
export function useMarkAllSeen(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorMessage: M.couldNotMarkNotificationsRead },
    mutationFn: () => api.put(`/Notifications/${userId}/MarkedSeen`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

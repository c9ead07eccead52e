import { NOTIFICATION_SETTINGS_MESSAGES, NotificationSettingSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/** GET /api/settings/:userId — null when the server answers 'Setting does not exist.' */
export async function getNotificationSetting(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  try {
    return await api.get(`/settings/${encodeURIComponent(userId)}`, {
      schema: NotificationSettingSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getNotificationSettingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['notification-settings', userId],
    queryFn: ({ signal }) => getNotificationSetting(userId, { signal }),
    meta: { errorMessage: NOTIFICATION_SETTINGS_MESSAGES.couldNotGet },
  });

export const useNotificationSetting = (userId: string, isEnabled: boolean) =>
  useQuery({ ...getNotificationSettingQueryOptions(userId), enabled: isEnabled });

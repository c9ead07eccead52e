import {
  NOTIFICATION_SETTINGS_MESSAGES,
  NotificationSettingSchema,
  type NotificationSettingInput,
} from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getNotificationSettingQueryOptions } from './get-notification-setting';

/** POST /api/settings — the first save. */
export const createNotificationSetting = (input: NotificationSettingInput) =>
  api.post('/settings', { body: input, schema: NotificationSettingSchema });

/** PUT /api/settings — later saves, with the version read. */
export const updateNotificationSetting = (
  input: NotificationSettingInput & { id: string; version: number },
) => api.put('/settings', { body: input, schema: NotificationSettingSchema });

export function useCreateNotificationSetting(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      successMessage: NOTIFICATION_SETTINGS_MESSAGES.created,
      errorMessage: NOTIFICATION_SETTINGS_MESSAGES.couldNotCreate,
    },
    mutationFn: createNotificationSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(getNotificationSettingQueryOptions(saved.userId).queryKey, saved);
      onSuccess();
    },
  });
}

export function useUpdateNotificationSetting(onSuccess: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: {
      successMessage: NOTIFICATION_SETTINGS_MESSAGES.updated,
      errorMessage: NOTIFICATION_SETTINGS_MESSAGES.couldNotUpdate,
    },
    mutationFn: updateNotificationSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(getNotificationSettingQueryOptions(saved.userId).queryKey, saved);
      onSuccess();
    },
  });
}

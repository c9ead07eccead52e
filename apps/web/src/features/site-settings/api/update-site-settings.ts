import {
  CATALOGUE_MESSAGES,
  NOTIFICATION_SETTINGS_MESSAGES,
  SiteSettingsRecordSchema,
  type UpdateSiteSettingsInput,
} from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getSiteSettingsQueryOptions } from './get-site-settings';

/** PATCH /api/settings/site — the whole settings with the version read; 409 when stale. */
export const updateSiteSettings = (input: UpdateSiteSettingsInput) =>
  api.patch('/settings/site', { body: input, schema: SiteSettingsRecordSchema });

type UseUpdateSiteSettingsOptions = { mutationConfig?: MutationConfig<typeof updateSiteSettings> };

export function useUpdateSiteSettings({ mutationConfig }: UseUpdateSiteSettingsOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      // Spec 1 §8's settings text; spec 2 §8 gives the failure: 'Could not update settings.'
      successMessage: NOTIFICATION_SETTINGS_MESSAGES.updated,
      errorMessage: CATALOGUE_MESSAGES.couldNotUpdateSettings,
    },
    ...rest,
    mutationFn: updateSiteSettings,
    onSuccess: async (settings, ...args) => {
      queryClient.setQueryData(getSiteSettingsQueryOptions().queryKey, settings);
      return onSuccess?.(settings, ...args);
    },
  });
}

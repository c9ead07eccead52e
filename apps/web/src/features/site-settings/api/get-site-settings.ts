import { NOTIFICATION_SETTINGS_MESSAGES, SiteSettingsRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** Spec 1 §8's text for settings that cannot be loaded ('Could not get Settings'). */
export const COULD_NOT_GET_SETTINGS = NOTIFICATION_SETTINGS_MESSAGES.couldNotGet;

/** GET /api/settings/site — the one site settings record. */
export const getSiteSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/settings/site', { schema: SiteSettingsRecordSchema, signal });

export const getSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: getSiteSettings,
    meta: { errorMessage: COULD_NOT_GET_SETTINGS },
  });

type UseSiteSettingsOptions = { queryConfig?: QueryConfig<typeof getSiteSettingsQueryOptions> };

export const useSiteSettings = ({ queryConfig }: UseSiteSettingsOptions = {}) =>
  useQuery({ ...getSiteSettingsQueryOptions(), ...queryConfig });

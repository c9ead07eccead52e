import { SiteSettingsRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/settings/site — adders, roof types, tree amount and the EPC target the engine reads. */
export const getSiteSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/settings/site', { schema: SiteSettingsRecordSchema, signal });

export const getSiteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: getSiteSettings,
  });

type UseSiteSettingsOptions = { queryConfig?: QueryConfig<typeof getSiteSettingsQueryOptions> };

export const useSiteSettings = ({ queryConfig }: UseSiteSettingsOptions = {}) =>
  useQuery({ ...getSiteSettingsQueryOptions(), ...queryConfig });

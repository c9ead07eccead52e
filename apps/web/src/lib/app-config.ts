import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';

/**
 * GET /api/config (public): links of the app-switcher, the training video and the maps key.
 * TODO(core): move this schema into @pb/core next to the other contracts once it is there.
 */
export const AppConfigSchema = z.object({
  appSwitcher: z.object({
    home: z.string(),
    proposalBuilder: z.string(),
    crm: z.string(),
    reports: z.string(),
    siteSurvey: z.string(),
  }),
  trainingVideoUrl: z.string(),
  googleMapsApiKey: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export const getAppConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/config', { schema: AppConfigSchema, isPublic: true, signal });

export const getAppConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getAppConfig, staleTime: Infinity });

export const useAppConfig = () => useQuery(getAppConfigQueryOptions());

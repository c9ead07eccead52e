import { queryOptions, useQuery } from '@tanstack/react-query';
import { AppConfigSchema } from '@pb/core';
import { api } from './api-client';

/** GET /api/config (public): links of the app-switcher, the training video and the maps key. */
export { AppConfigSchema, type AppConfig } from '@pb/core';

export const getAppConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/config', { schema: AppConfigSchema, isPublic: true, signal });

export const getAppConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getAppConfig, staleTime: Infinity });

export const useAppConfig = () => useQuery(getAppConfigQueryOptions());

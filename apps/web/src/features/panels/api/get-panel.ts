import { CATALOGUE_MESSAGES, PanelRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Panels/:id */
export const getPanel = (panelId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/Panels/${encodeURIComponent(panelId)}`, { schema: PanelRecordSchema, signal });

export const getPanelQueryOptions = (panelId: string) =>
  queryOptions({
    queryKey: ['panels', panelId],
    queryFn: ({ signal }) => getPanel(panelId, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetPanel },
  });

type UsePanelOptions = {
  panelId: string;
  queryConfig?: QueryConfig<typeof getPanelQueryOptions>;
};

export const usePanel = ({ panelId, queryConfig }: UsePanelOptions) =>
  useQuery({ ...getPanelQueryOptions(panelId), ...queryConfig });

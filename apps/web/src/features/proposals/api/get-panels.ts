import { PanelListSchema, CATALOGUE_MESSAGES } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Panels — the panels the editor may switch to. */
export const getPanels = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/Panels', { schema: PanelListSchema, signal });

export const getPanelsQueryOptions = () =>
  queryOptions({
    queryKey: ['panels'],
    queryFn: getPanels,
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetPanels },
  });

type UsePanelsOptions = { queryConfig?: QueryConfig<typeof getPanelsQueryOptions> };

export const usePanels = ({ queryConfig }: UsePanelsOptions = {}) =>
  useQuery({ ...getPanelsQueryOptions(), ...queryConfig });

import { ADMIN_SCREEN_MESSAGES, AreaGroupSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

const AreaGroupListSchema = z.array(AreaGroupSchema);

/** GET /api/AreaGroups — every area group with its time slots (ordered by name). */
export const getAreaGroups = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/AreaGroups', { schema: AreaGroupListSchema, signal });

export const getAreaGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['area-groups'],
    queryFn: getAreaGroups,
    meta: { errorMessage: ADMIN_SCREEN_MESSAGES.couldNotGetAreaGroups },
  });

type UseAreaGroupsOptions = { queryConfig?: QueryConfig<typeof getAreaGroupsQueryOptions> };

export const useAreaGroups = ({ queryConfig }: UseAreaGroupsOptions = {}) =>
  useQuery({ ...getAreaGroupsQueryOptions(), ...queryConfig });

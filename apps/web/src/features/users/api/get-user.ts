import { PLATFORM_MESSAGES, UserSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/users/:id */
export const getUser = (userId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/users/${encodeURIComponent(userId)}`, { schema: UserSchema, signal });

export const getUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId],
    queryFn: ({ signal }) => getUser(userId, { signal }),
    meta: { errorMessage: PLATFORM_MESSAGES.couldNotGetUsers },
  });

type UseUserOptions = { userId: string; queryConfig?: QueryConfig<typeof getUserQueryOptions> };

export const useUser = ({ userId, queryConfig }: UseUserOptions) =>
  useQuery({ ...getUserQueryOptions(userId), ...queryConfig });

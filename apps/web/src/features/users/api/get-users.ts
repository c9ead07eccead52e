import { PLATFORM_MESSAGES, UserSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

const UsersSchema = z.array(UserSchema);

/** GET /api/users — the admin list (needs PB_MANAGE_ADMIN_ITEMS). */
export const getUsers = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/users', { schema: UsersSchema, signal });

export const getUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['users'],
    queryFn: getUsers,
    meta: { errorMessage: PLATFORM_MESSAGES.couldNotGetUsers },
  });

type UseUsersOptions = { queryConfig?: QueryConfig<typeof getUsersQueryOptions> };

export const useUsers = ({ queryConfig }: UseUsersOptions = {}) =>
  useQuery({ ...getUsersQueryOptions(), ...queryConfig });

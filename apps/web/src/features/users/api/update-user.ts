import { PLATFORM_MESSAGES, UserSchema, type UpdateUserInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/current-user';
import type { MutationConfig } from '../../../lib/query-client';
import { getUserQueryOptions } from './get-user';
import { getUsersQueryOptions } from './get-users';

/** PUT /api/users — carries `version`; a stale one gets 409 with the server's explanation. */
export const updateUser = (input: UpdateUserInput) =>
  api.put('/users', { body: input, schema: UserSchema });

type UseUpdateUserOptions = { mutationConfig?: MutationConfig<typeof updateUser> };

export function useUpdateUser({ mutationConfig }: UseUpdateUserOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: PLATFORM_MESSAGES.userUpdated,
      errorMessage: PLATFORM_MESSAGES.couldNotUpdateUser,
    },
    ...rest,
    mutationFn: updateUser,
    onSuccess: async (user, ...args) => {
      queryClient.setQueryData(getUserQueryOptions(user.id).queryKey, user);
      await queryClient.invalidateQueries({
        queryKey: getUsersQueryOptions().queryKey,
        exact: true,
      });
      // Your own role changed: what you may see changes with it (issue 33).
      const meKey = getMeQueryOptions().queryKey;
      if (queryClient.getQueryData(meKey)?.id === user.id)
        await queryClient.invalidateQueries({ queryKey: meKey });
      return onSuccess?.(user, ...args);
    },
  });
}

import { PLATFORM_MESSAGES, UserSchema, type CreateUserInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getUsersQueryOptions } from './get-users';

/** POST /api/users */
export const createUser = (input: CreateUserInput) =>
  api.post('/users', { body: input, schema: UserSchema });

type UseCreateUserOptions = { mutationConfig?: MutationConfig<typeof createUser> };

export function useCreateUser({ mutationConfig }: UseCreateUserOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: PLATFORM_MESSAGES.userCreated,
      errorMessage: PLATFORM_MESSAGES.couldNotCreateUser,
    },
    ...rest,
    mutationFn: createUser,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}

import { MeSchema, type UpdateProfileInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getMeQueryOptions } from '../../../lib/current-user';
import type { MutationConfig } from '../../../lib/query-client';

/** PUT /api/auth/me — anyone may edit their own name, phone and picture. */
export const updateProfile = (input: UpdateProfileInput) =>
  api.put('/auth/me', { body: input, schema: MeSchema });

type UseUpdateProfileOptions = { mutationConfig?: MutationConfig<typeof updateProfile> };

export function useUpdateProfile({ mutationConfig }: UseUpdateProfileOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: { successMessage: 'Profile updated.', errorMessage: 'Could not update your profile.' },
    ...rest,
    mutationFn: updateProfile,
    onSuccess: (me, ...args) => {
      queryClient.setQueryData(getMeQueryOptions().queryKey, me);
      return onSuccess?.(me, ...args);
    },
  });
}

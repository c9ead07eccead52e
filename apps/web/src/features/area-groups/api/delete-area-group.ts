import { ADMIN_SCREEN_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getAreaGroupsQueryOptions } from './get-area-groups';

/** DELETE /api/AreaGroups/:id — answers 204 (its time slots go with it). */
export const deleteAreaGroup = async (areaGroupId: string) => {
  await api.delete(`/AreaGroups/${encodeURIComponent(areaGroupId)}`);
  return true as const;
};

type UseDeleteAreaGroupOptions = { mutationConfig?: MutationConfig<typeof deleteAreaGroup> };

export function useDeleteAreaGroup({ mutationConfig }: UseDeleteAreaGroupOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: ADMIN_SCREEN_MESSAGES.areaGroupDeleted,
      errorMessage: ADMIN_SCREEN_MESSAGES.couldNotDeleteAreaGroup,
    },
    ...rest,
    mutationFn: deleteAreaGroup,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAreaGroupsQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}

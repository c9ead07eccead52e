import { ADMIN_SCREEN_MESSAGES, AreaGroupSchema, type SaveAreaGroupInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getAreaGroupsQueryOptions } from './get-area-groups';

/** PUT /api/AreaGroups — creates (no id) or replaces a group and all its time slots. */
export const saveAreaGroup = (input: SaveAreaGroupInput) =>
  api.put('/AreaGroups', { body: input, schema: AreaGroupSchema });

type UseSaveAreaGroupOptions = {
  isNew: boolean;
  mutationConfig?: MutationConfig<typeof saveAreaGroup>;
};

export function useSaveAreaGroup({ isNew, mutationConfig }: UseSaveAreaGroupOptions) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: isNew
      ? {
          successMessage: ADMIN_SCREEN_MESSAGES.areaGroupAdded,
          errorMessage: ADMIN_SCREEN_MESSAGES.couldNotAddAreaGroup,
        }
      : {
          successMessage: ADMIN_SCREEN_MESSAGES.areaGroupSaved,
          errorMessage: ADMIN_SCREEN_MESSAGES.couldNotSaveAreaGroup,
        },
    ...rest,
    mutationFn: saveAreaGroup,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getAreaGroupsQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}

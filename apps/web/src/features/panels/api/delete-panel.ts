import { CATALOGUE_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../../../lib/delete-item';
import type { MutationConfig } from '../../../lib/query-client';
import { getPanelQueryOptions } from './get-panel';
import { getPanelsQueryOptions } from './get-panels';

/** DELETE /api/Panels/:id — a falsy answer counts as a failure. */
export const deletePanel = (panelId: string) =>
  deleteItem(`/Panels/${encodeURIComponent(panelId)}`);

type UseDeletePanelOptions = { mutationConfig?: MutationConfig<typeof deletePanel> };

export function useDeletePanel({ mutationConfig }: UseDeletePanelOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.panelDeleted,
      errorMessage: CATALOGUE_MESSAGES.couldNotDeletePanel,
    },
    ...rest,
    mutationFn: deletePanel,
    onSuccess: async (reply, panelId, ...args) => {
      queryClient.removeQueries({ queryKey: getPanelQueryOptions(panelId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: getPanelsQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(reply, panelId, ...args);
    },
  });
}

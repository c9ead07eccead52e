import { CATALOGUE_MESSAGES, PanelRecordSchema, type UpdatePanelInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getPanelQueryOptions } from './get-panel';
import { getPanelsQueryOptions } from './get-panels';

/** PUT /api/Panels — carries `version`; a stale one gets 409 with the server's explanation. */
export const updatePanel = (input: UpdatePanelInput) =>
  api.put('/Panels', { body: input, schema: PanelRecordSchema });

type UseUpdatePanelOptions = { mutationConfig?: MutationConfig<typeof updatePanel> };

export function useUpdatePanel({ mutationConfig }: UseUpdatePanelOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.panelUpdated,
      errorMessage: CATALOGUE_MESSAGES.couldNotUpdatePanel,
    },
    ...rest,
    mutationFn: updatePanel,
    onSuccess: async (panel, ...args) => {
      queryClient.setQueryData(getPanelQueryOptions(panel.id).queryKey, panel);
      // A new default changed the others too: refetch them all, not only the list.
      await queryClient.invalidateQueries({
        queryKey: getPanelsQueryOptions().queryKey,
        exact: !panel.isDefault,
      });
      return onSuccess?.(panel, ...args);
    },
  });
}

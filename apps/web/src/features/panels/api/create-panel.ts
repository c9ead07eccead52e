import { CATALOGUE_MESSAGES, PanelRecordSchema, type CreatePanelInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getPanelsQueryOptions } from './get-panels';

/** POST /api/Panels — a new default clears the others, so every panel is refetched. */
export const createPanel = (input: CreatePanelInput) =>
  api.post('/Panels', { body: input, schema: PanelRecordSchema });

type UseCreatePanelOptions = { mutationConfig?: MutationConfig<typeof createPanel> };

export function useCreatePanel({ mutationConfig }: UseCreatePanelOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: CATALOGUE_MESSAGES.panelAdded,
      errorMessage: CATALOGUE_MESSAGES.couldNotAddPanel,
    },
    ...rest,
    mutationFn: createPanel,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: getPanelsQueryOptions().queryKey });
      return onSuccess?.(...args);
    },
  });
}

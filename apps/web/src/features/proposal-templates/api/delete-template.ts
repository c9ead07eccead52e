import { PROPOSAL_MESSAGES } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteItem } from '../../../lib/delete-item';
import type { MutationConfig } from '../../../lib/query-client';
import { getTemplateQueryOptions } from './get-template';
import { getTemplatesQueryOptions } from './get-templates';

/** DELETE /api/Templates/:id — needs PB_MANAGE_ADMIN_ITEMS; a falsy answer counts as a failure. */
export const deleteTemplate = (templateId: string) =>
  deleteItem(`/Templates/${encodeURIComponent(templateId)}`);

type UseDeleteTemplateOptions = { mutationConfig?: MutationConfig<typeof deleteTemplate> };

export function useDeleteTemplate({ mutationConfig }: UseDeleteTemplateOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: PROPOSAL_MESSAGES.templateDeleted,
      errorMessage: PROPOSAL_MESSAGES.couldNotDeleteTemplate,
    },
    ...rest,
    mutationFn: deleteTemplate,
    onSuccess: async (reply, templateId, ...args) => {
      queryClient.removeQueries({ queryKey: getTemplateQueryOptions(templateId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: getTemplatesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(reply, templateId, ...args);
    },
  });
}

import { PROPOSAL_MESSAGES, TemplateRecordSchema, type UpdateTemplateInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getTemplateQueryOptions } from './get-template';
import { getTemplatesQueryOptions } from './get-templates';

/** PUT /api/Templates — carries `version`; a stale one gets 409 with the server's explanation. */
export const updateTemplate = (input: UpdateTemplateInput) =>
  api.put('/Templates', { body: input, schema: TemplateRecordSchema });

type UseUpdateTemplateOptions = { mutationConfig?: MutationConfig<typeof updateTemplate> };

export function useUpdateTemplate({ mutationConfig }: UseUpdateTemplateOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: PROPOSAL_MESSAGES.templateUpdated,
      errorMessage: PROPOSAL_MESSAGES.couldNotUpdateTemplate,
    },
    ...rest,
    mutationFn: updateTemplate,
    onSuccess: async (template, ...args) => {
      queryClient.setQueryData(getTemplateQueryOptions(template.id).queryKey, template);
      await queryClient.invalidateQueries({
        queryKey: getTemplatesQueryOptions().queryKey,
        exact: true,
      });
      return onSuccess?.(template, ...args);
    },
  });
}

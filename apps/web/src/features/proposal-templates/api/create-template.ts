import { PROPOSAL_MESSAGES, TemplateRecordSchema, type CreateTemplateInput } from '@pb/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { getTemplateQueryOptions } from './get-template';
import { getTemplatesQueryOptions } from './get-templates';

/** POST /api/Templates — needs PB_MANAGE_ADMIN_ITEMS; answers the new template (201). */
export const createTemplate = (input: CreateTemplateInput) =>
  api.post('/Templates', { body: input, schema: TemplateRecordSchema });

type UseCreateTemplateOptions = { mutationConfig?: MutationConfig<typeof createTemplate> };

export function useCreateTemplate({ mutationConfig }: UseCreateTemplateOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    meta: {
      successMessage: PROPOSAL_MESSAGES.templateCreated,
      errorMessage: PROPOSAL_MESSAGES.couldNotCreateTemplate,
    },
    ...rest,
    mutationFn: createTemplate,
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

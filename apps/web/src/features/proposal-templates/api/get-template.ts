import { PROPOSAL_MESSAGES, TemplateRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/Templates/:id — a custom template, or a built-in one by its `default-…` id. */
export const getTemplate = (templateId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/Templates/${encodeURIComponent(templateId)}`, { schema: TemplateRecordSchema, signal });

export const getTemplateQueryOptions = (templateId: string) =>
  queryOptions({
    queryKey: ['proposal-templates', templateId],
    queryFn: ({ signal }) => getTemplate(templateId, { signal }),
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetTemplate },
  });

type UseTemplateOptions = {
  templateId: string;
  queryConfig?: QueryConfig<typeof getTemplateQueryOptions>;
};

export const useTemplate = ({ templateId, queryConfig }: UseTemplateOptions) =>
  useQuery({ ...getTemplateQueryOptions(templateId), ...queryConfig });

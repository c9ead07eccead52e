import { CATALOGUE_MESSAGES, DocumentTemplateDetailsSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/DocumentTemplates/:id/details — the provider template's fields (uuid, name). */
export const getDocumentTemplate = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/DocumentTemplates/${encodeURIComponent(id)}/details`, {
    schema: DocumentTemplateDetailsSchema,
    signal,
  });

export const getDocumentTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['document-templates', id],
    queryFn: ({ signal }) => getDocumentTemplate(id, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetPandadocContractTemplate },
  });

type UseDocumentTemplateOptions = {
  id: string;
  queryConfig?: QueryConfig<typeof getDocumentTemplateQueryOptions>;
};

export const useDocumentTemplate = ({ id, queryConfig }: UseDocumentTemplateOptions) =>
  useQuery({ ...getDocumentTemplateQueryOptions(id), ...queryConfig });

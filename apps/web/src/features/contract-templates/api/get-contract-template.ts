import { CATALOGUE_MESSAGES, ContractTemplateDetailSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/**
 * GET /api/ContractTemplates/:pandadocId — our mapping of a provider template. Spec 2 §2: a 404
 * means none exists yet, so it resolves null and the screen starts a new, empty one.
 */
export async function getContractTemplate(
  pandadocId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  try {
    return await api.get(`/ContractTemplates/${encodeURIComponent(pandadocId)}`, {
      schema: ContractTemplateDetailSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export const getContractTemplateQueryOptions = (pandadocId: string) =>
  queryOptions({
    queryKey: ['contract-templates', pandadocId],
    queryFn: ({ signal }) => getContractTemplate(pandadocId, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetContractTemplate },
  });

type UseContractTemplateOptions = {
  pandadocId: string;
  queryConfig?: QueryConfig<typeof getContractTemplateQueryOptions>;
};

export const useContractTemplate = ({ pandadocId, queryConfig }: UseContractTemplateOptions) =>
  useQuery({ ...getContractTemplateQueryOptions(pandadocId), ...queryConfig });

import { CATALOGUE_MESSAGES, ContractTemplateListSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/ContractTemplates — every provider template joined with our record, by name. */
export const getContractTemplates = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/ContractTemplates', { schema: ContractTemplateListSchema, signal });

export const getContractTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['contract-templates'],
    queryFn: getContractTemplates,
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetContractTemplates },
  });

type UseContractTemplatesOptions = {
  queryConfig?: QueryConfig<typeof getContractTemplatesQueryOptions>;
};

export const useContractTemplates = ({ queryConfig }: UseContractTemplatesOptions = {}) =>
  useQuery({ ...getContractTemplatesQueryOptions(), ...queryConfig });

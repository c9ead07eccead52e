import { PROPOSAL_MESSAGES, TemplateRecordSchema } from '@pb/core';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

const TemplateListSchema = z.array(TemplateRecordSchema);

/** GET /api/Templates — built-in templates first, then custom ones (the template picker). */
export const getTemplates = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/Templates', { schema: TemplateListSchema, signal });

export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['proposal-templates'],
    queryFn: getTemplates,
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetTemplates },
  });

type UseTemplatesOptions = { queryConfig?: QueryConfig<typeof getTemplatesQueryOptions> };

export const useTemplates = ({ queryConfig }: UseTemplatesOptions = {}) =>
  useQuery({ ...getTemplatesQueryOptions(), ...queryConfig });

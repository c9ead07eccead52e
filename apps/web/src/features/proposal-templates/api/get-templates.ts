import { PROPOSAL_MESSAGES, TemplateRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

const TemplatesSchema = z.array(TemplateRecordSchema);

/** GET /api/Templates — the four built-in templates first, then the custom ones by name. */
export const getTemplates = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/Templates', { schema: TemplatesSchema, signal });

export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['proposal-templates'],
    queryFn: getTemplates,
    meta: { errorMessage: PROPOSAL_MESSAGES.couldNotGetTemplates },
  });

type UseTemplatesOptions = { queryConfig?: QueryConfig<typeof getTemplatesQueryOptions> };

export const useTemplates = ({ queryConfig }: UseTemplatesOptions = {}) =>
  useQuery({ ...getTemplatesQueryOptions(), ...queryConfig });

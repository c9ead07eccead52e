import { CATALOGUE_MESSAGES, PowerCompanyRecordSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/PowerCompanies/:id */
export const getPowerCompany = (
  powerCompanyId: string,
  { signal }: { signal?: AbortSignal } = {},
) =>
  api.get(`/PowerCompanies/${encodeURIComponent(powerCompanyId)}`, {
    schema: PowerCompanyRecordSchema,
    signal,
  });

export const getPowerCompanyQueryOptions = (powerCompanyId: string) =>
  queryOptions({
    queryKey: ['power-companies', powerCompanyId],
    queryFn: ({ signal }) => getPowerCompany(powerCompanyId, { signal }),
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetPowerCompany },
  });

type UsePowerCompanyOptions = {
  powerCompanyId: string;
  queryConfig?: QueryConfig<typeof getPowerCompanyQueryOptions>;
};

export const usePowerCompany = ({ powerCompanyId, queryConfig }: UsePowerCompanyOptions) =>
  useQuery({ ...getPowerCompanyQueryOptions(powerCompanyId), ...queryConfig });

import { CATALOGUE_MESSAGES, PowerCompanyListSchema } from '@pb/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/query-client';

/** GET /api/PowerCompanies — the whole list (ordered by name). */
export const getPowerCompanies = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/PowerCompanies', { schema: PowerCompanyListSchema, signal });

export const getPowerCompaniesQueryOptions = () =>
  queryOptions({
    queryKey: ['power-companies'],
    queryFn: getPowerCompanies,
    meta: { errorMessage: CATALOGUE_MESSAGES.couldNotGetPowerCompanies },
  });

type UsePowerCompaniesOptions = { queryConfig?: QueryConfig<typeof getPowerCompaniesQueryOptions> };

export const usePowerCompanies = ({ queryConfig }: UsePowerCompaniesOptions = {}) =>
  useQuery({ ...getPowerCompaniesQueryOptions(), ...queryConfig });

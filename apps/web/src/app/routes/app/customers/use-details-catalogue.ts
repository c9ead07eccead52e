import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DetailsCatalogue } from '../../../../features/customer-details/utils/details-catalogue';
import {
  getFinanceOptionsQueryOptions,
  useFinanceOptions,
} from '../../../../features/finance-options/api/get-finance-options';
import {
  getIncentivesQueryOptions,
  useIncentives,
} from '../../../../features/incentives/api/get-incentives';
import {
  getInstallersQueryOptions,
  useInstallers,
} from '../../../../features/installers/api/get-installers';
import {
  getInvertersQueryOptions,
  useInverters,
} from '../../../../features/inverters/api/get-inverters';
import { getPanelsQueryOptions, usePanels } from '../../../../features/panels/api/get-panels';
import {
  getPowerCompaniesQueryOptions,
  usePowerCompanies,
} from '../../../../features/power-companies/api/get-power-companies';

/** Starts loading every catalogue list the power info form chooses from. */
export const prefetchDetailsCatalogue = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(getPowerCompaniesQueryOptions()),
    queryClient.prefetchQuery(getInstallersQueryOptions()),
    queryClient.prefetchQuery(getPanelsQueryOptions()),
    queryClient.prefetchQuery(getInvertersQueryOptions()),
    queryClient.prefetchQuery(getFinanceOptionsQueryOptions()),
    queryClient.prefetchQuery(getIncentivesQueryOptions()),
  ]);

/**
 * The catalogue lists of the power info form, read through the catalogue features (features do
 * not import each other; the route hands the lists over). `catalogue` is null until all loaded.
 */
export function useDetailsCatalogue() {
  const queries = [
    usePowerCompanies(),
    useInstallers(),
    usePanels(),
    useInverters(),
    useFinanceOptions(),
    useIncentives(),
  ] as const;
  const [powerCompanies, installers, panels, inverters, financeOptions, incentives] = queries;
  const isError = queries.some((query) => query.isError);
  // The same object until a list changes, so the memoised power info column does not re-render.
  const catalogue: DetailsCatalogue | null = useMemo(
    () =>
      powerCompanies.data &&
      installers.data &&
      panels.data &&
      inverters.data &&
      financeOptions.data &&
      incentives.data
        ? {
            powerCompanies: powerCompanies.data,
            installers: installers.data,
            panels: panels.data,
            inverters: inverters.data,
            financeOptions: financeOptions.data,
            incentives: incentives.data,
          }
        : null,
    [
      powerCompanies.data,
      installers.data,
      panels.data,
      inverters.data,
      financeOptions.data,
      incentives.data,
    ],
  );
  const retry = () => queries.forEach((query) => query.isError && void query.refetch());
  return { catalogue, isError, retry };
}

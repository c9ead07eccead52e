import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getPowerCompaniesQueryOptions } from '../../../../features/power-companies/api/get-power-companies';
import { PowerCompaniesList } from '../../../../features/power-companies/components/power-companies-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getPowerCompaniesQueryOptions()),
  );
  return null;
};

/** /power-companies — needs PB_MANAGE_ADMIN_ITEMS. */
export default function PowerCompaniesRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Power Companies">
      <PowerCompaniesList />
    </RequireCapability>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getInvertersQueryOptions } from '../../../../features/inverters/api/get-inverters';
import { InvertersList } from '../../../../features/inverters/components/inverters-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getInvertersQueryOptions()),
  );
  return null;
};

/** /inverters — needs PB_MANAGE_ADMIN_ITEMS. */
export default function InvertersRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Inverters">
      <InvertersList />
    </RequireCapability>
  );
}

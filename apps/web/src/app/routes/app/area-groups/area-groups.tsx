import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getAreaGroupsQueryOptions } from '../../../../features/area-groups/api/get-area-groups';
import { AreaGroupsList } from '../../../../features/area-groups/components/area-groups-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getAreaGroupsQueryOptions()),
  );
  return null;
};

/** /area-groups (Site Survey Slots) — needs PB_MANAGE_ADMIN_ITEMS. */
export default function AreaGroupsRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Site Survey Slots">
      <AreaGroupsList />
    </RequireCapability>
  );
}

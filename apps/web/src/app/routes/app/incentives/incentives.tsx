import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getIncentivesQueryOptions } from '../../../../features/incentives/api/get-incentives';
import { IncentivesList } from '../../../../features/incentives/components/incentives-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getIncentivesQueryOptions()),
  );
  return null;
};

/** /incentives — needs PB_MANAGE_ADMIN_ITEMS. */
export default function IncentivesRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Incentives">
      <IncentivesList />
    </RequireCapability>
  );
}

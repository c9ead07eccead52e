import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import {
  getInstallersQueryOptions,
  useInstallers,
} from '../../../../features/installers/api/get-installers';
import { getFinanceOptionsQueryOptions } from '../../../../features/finance-options/api/get-finance-options';
import { FinanceOptionsList } from '../../../../features/finance-options/components/finance-options-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    Promise.all([
      queryClient.prefetchQuery(getFinanceOptionsQueryOptions()),
      queryClient.prefetchQuery(getInstallersQueryOptions()),
    ]),
  );
  return null;
};

/** The finance options list with the installers to name and choose from. */
function FinanceOptionsScreen() {
  const installers = useInstallers();
  return <FinanceOptionsList installers={installers.data ?? []} />;
}

/** /finance-options — needs PB_MANAGE_ADMIN_ITEMS. */
export default function FinanceOptionsRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Finance Options">
      <FinanceOptionsScreen />
    </RequireCapability>
  );
}

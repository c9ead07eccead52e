import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import {
  getInstallersQueryOptions,
  useInstallers,
} from '../../../../features/installers/api/get-installers';
import { getPanelsQueryOptions } from '../../../../features/panels/api/get-panels';
import { PanelsList } from '../../../../features/panels/components/panels-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    Promise.all([
      queryClient.prefetchQuery(getPanelsQueryOptions()),
      queryClient.prefetchQuery(getInstallersQueryOptions()),
    ]),
  );
  return null;
};

/** The panels list with the installers to name and choose from. */
function PanelsScreen() {
  const installers = useInstallers();
  return <PanelsList installers={installers.data ?? []} />;
}

/** /panels — needs PB_MANAGE_ADMIN_ITEMS. */
export default function PanelsRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Panels">
      <PanelsScreen />
    </RequireCapability>
  );
}

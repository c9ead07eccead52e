import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getInstallersQueryOptions } from '../../../../features/installers/api/get-installers';
import { InstallersList } from '../../../../features/installers/components/installers-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getInstallersQueryOptions()),
  );
  return null;
};

/** /installers — needs PB_MANAGE_ADMIN_ITEMS. */
export default function InstallersRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Installers">
      <InstallersList />
    </RequireCapability>
  );
}

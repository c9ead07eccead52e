import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getInstallerQueryOptions } from '../../../../features/installers/api/get-installer';
import { EditInstallerForm } from '../../../../features/installers/components/edit-installer-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const installerId = params.installerId;
    if (installerId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        queryClient.prefetchQuery(getInstallerQueryOptions(installerId)),
      );
    }
    return null;
  };

/** /installers/{id} — the edit form; back to the list once saved. */
export default function InstallerRoute() {
  const { installerId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Installers">
      <EditInstallerForm
        installerId={installerId}
        onSaved={() => void navigate(paths.installers.getHref())}
      />
    </RequireCapability>
  );
}

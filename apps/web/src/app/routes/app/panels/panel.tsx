import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import {
  getInstallersQueryOptions,
  useInstallers,
} from '../../../../features/installers/api/get-installers';
import { getPanelQueryOptions } from '../../../../features/panels/api/get-panel';
import { EditPanelForm } from '../../../../features/panels/components/edit-panel-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const panelId = params.panelId;
    if (panelId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        Promise.all([
          queryClient.prefetchQuery(getPanelQueryOptions(panelId)),
          queryClient.prefetchQuery(getInstallersQueryOptions()),
        ]),
      );
    }
    return null;
  };

function PanelScreen() {
  const { panelId = '' } = useParams();
  const navigate = useNavigate();
  const installers = useInstallers();
  return (
    <EditPanelForm
      panelId={panelId}
      installers={installers.data ?? []}
      onSaved={() => void navigate(paths.panels.getHref())}
    />
  );
}

/** /panels/{id} — the panel edit form; back to the list once saved. */
export default function PanelRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Panels">
      <PanelScreen />
    </RequireCapability>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getInverterQueryOptions } from '../../../../features/inverters/api/get-inverter';
import { EditInverterForm } from '../../../../features/inverters/components/edit-inverter-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const inverterId = params.inverterId;
    if (inverterId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        queryClient.prefetchQuery(getInverterQueryOptions(inverterId)),
      );
    }
    return null;
  };

/** /inverters/{id} — the inverter edit form; back to the list once saved. */
export default function InverterRoute() {
  const { inverterId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Inverters">
      <EditInverterForm
        inverterId={inverterId}
        onSaved={() => void navigate(paths.inverters.getHref())}
      />
    </RequireCapability>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getIncentiveQueryOptions } from '../../../../features/incentives/api/get-incentive';
import { EditIncentiveForm } from '../../../../features/incentives/components/edit-incentive-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const incentiveId = params.incentiveId;
    if (incentiveId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        queryClient.prefetchQuery(getIncentiveQueryOptions(incentiveId)),
      );
    }
    return null;
  };

/** /incentives/{id} — the incentive edit form; back to the list once saved. */
export default function IncentiveRoute() {
  const { incentiveId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Incentives">
      <EditIncentiveForm
        incentiveId={incentiveId}
        onSaved={() => void navigate(paths.incentives.getHref())}
      />
    </RequireCapability>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import {
  getInstallersQueryOptions,
  useInstallers,
} from '../../../../features/installers/api/get-installers';
import { getFinanceOptionQueryOptions } from '../../../../features/finance-options/api/get-finance-option';
import { EditFinanceOptionForm } from '../../../../features/finance-options/components/edit-finance-option-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const financeOptionId = params.financeOptionId;
    if (financeOptionId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        Promise.all([
          queryClient.prefetchQuery(getFinanceOptionQueryOptions(financeOptionId)),
          queryClient.prefetchQuery(getInstallersQueryOptions()),
        ]),
      );
    }
    return null;
  };

function FinanceOptionScreen() {
  const { financeOptionId = '' } = useParams();
  const navigate = useNavigate();
  const installers = useInstallers();
  return (
    <EditFinanceOptionForm
      financeOptionId={financeOptionId}
      installers={installers.data ?? []}
      onSaved={() => void navigate(paths.financeOptions.getHref())}
    />
  );
}

/** /finance-options/{id} — the finance option edit form; back to the list once saved. */
export default function FinanceOptionRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Finance Options">
      <FinanceOptionScreen />
    </RequireCapability>
  );
}

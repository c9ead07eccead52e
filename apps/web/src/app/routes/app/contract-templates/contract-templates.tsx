import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getContractTemplatesQueryOptions } from '../../../../features/contract-templates/api/get-contract-templates';
import { ContractTemplatesList } from '../../../../features/contract-templates/components/contract-templates-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getContractTemplatesQueryOptions()),
  );
  return null;
};

/** /contract-templates — needs PB_MANAGE_ADMIN_ITEMS. */
export default function ContractTemplatesRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Contract Templates">
      <ContractTemplatesList />
    </RequireCapability>
  );
}

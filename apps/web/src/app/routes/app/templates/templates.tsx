import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getTemplatesQueryOptions } from '../../../../features/proposal-templates/api/get-templates';
import { TemplatesList } from '../../../../features/proposal-templates/components/templates-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_CUSTOMERS', () =>
    queryClient.prefetchQuery(getTemplatesQueryOptions()),
  );
  return null;
};

/** /templates — the templates pages need PB_MANAGE_CUSTOMERS (spec 3 §6). */
export default function TemplatesRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_CUSTOMERS" area="My Templates">
      <TemplatesList />
    </RequireCapability>
  );
}

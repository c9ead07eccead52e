import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getContractTemplateQueryOptions } from '../../../../features/contract-templates/api/get-contract-template';
import { ContractTemplateMapping } from '../../../../features/contract-templates/components/contract-template-mapping';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const templateId = params.templateId;
    if (templateId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        queryClient.prefetchQuery(getContractTemplateQueryOptions(templateId)),
      );
    }
    return null;
  };

/** /contract-templates/{id} — maps the provider template's fields; back to the list once saved. */
export default function ContractTemplateRoute() {
  const { templateId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Contract Templates">
      <ContractTemplateMapping
        pandadocId={templateId}
        onSaved={() => void navigate(paths.contractTemplates.getHref())}
      />
    </RequireCapability>
  );
}

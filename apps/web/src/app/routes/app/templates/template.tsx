import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getTemplateQueryOptions } from '../../../../features/proposal-templates/api/get-template';
import { EditTemplateForm } from '../../../../features/proposal-templates/components/edit-template-form';
import { prefetchWhenCapable, useHasCapability } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const templateId = params.templateId;
    if (templateId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_CUSTOMERS', () =>
        queryClient.prefetchQuery(getTemplateQueryOptions(templateId)),
      );
    }
    return null;
  };

function TemplateScreen() {
  const { templateId = '' } = useParams();
  const navigate = useNavigate();
  const canEdit = useHasCapability('PB_MANAGE_ADMIN_ITEMS');
  return (
    <EditTemplateForm
      templateId={templateId}
      canEdit={canEdit}
      onSaved={() => void navigate(paths.templates.getHref())}
    />
  );
}

/** /templates/{id} — editing needs PB_MANAGE_ADMIN_ITEMS; other template users see it read-only. */
export default function TemplateRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_CUSTOMERS" area="My Templates">
      <TemplateScreen />
    </RequireCapability>
  );
}

import { useNavigate } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { CreateTemplateForm } from '../../../../features/proposal-templates/components/create-template-form';

/** /templates/new — creating a template also needs PB_MANAGE_ADMIN_ITEMS; back to the list once saved. */
export default function NewTemplateRoute() {
  const navigate = useNavigate();
  return (
    <RequireCapability capability="PB_MANAGE_CUSTOMERS" area="My Templates">
      <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="My Templates">
        <CreateTemplateForm onSaved={() => void navigate(paths.templates.getHref())} />
      </RequireCapability>
    </RequireCapability>
  );
}

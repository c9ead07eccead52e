import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { LEAVE_WITHOUT_PROMPT } from '../../../../components/form/form-leave-guard';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getAreaGroupsQueryOptions } from '../../../../features/area-groups/api/get-area-groups';
import { EditAreaGroupForm } from '../../../../features/area-groups/components/edit-area-group-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getAreaGroupsQueryOptions()),
  );
  return null;
};

/** /area-groups/{id} — the edit form; back to the list once saved. */
export default function AreaGroupRoute() {
  const { areaGroupId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Site Survey Slots">
      <EditAreaGroupForm
        areaGroupId={areaGroupId}
        onSaved={() => void navigate(paths.areaGroups.getHref(), { state: LEAVE_WITHOUT_PROMPT })}
      />
    </RequireCapability>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { paths } from '../../../../config/paths';
import { getUserQueryOptions } from '../../../../features/users/api/get-user';
import { EditUserForm } from '../../../../features/users/components/edit-user-form';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const userId = params.userId;
    if (userId) {
      prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
        queryClient.prefetchQuery(getUserQueryOptions(userId)),
      );
    }
    return null;
  };

/** /users/{id} — the user edit form; back to the list once saved. */
export default function UserRoute() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Users">
      <EditUserForm userId={userId} onSaved={() => void navigate(paths.users.getHref())} />
    </RequireCapability>
  );
}

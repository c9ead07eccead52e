import type { QueryClient } from '@tanstack/react-query';
import { RequireCapability } from '../../../../components/guards/require-capability';
import { getUsersQueryOptions } from '../../../../features/users/api/get-users';
import { UsersList } from '../../../../features/users/components/users-list';
import { prefetchWhenCapable } from '../../../../lib/current-user';

export const clientLoader = (queryClient: QueryClient) => () => {
  prefetchWhenCapable(queryClient, 'PB_MANAGE_ADMIN_ITEMS', () =>
    queryClient.prefetchQuery(getUsersQueryOptions()),
  );
  return null;
};

/** /users — managing users needs PB_MANAGE_ADMIN_ITEMS. */
export default function UsersRoute() {
  return (
    <RequireCapability capability="PB_MANAGE_ADMIN_ITEMS" area="Users">
      <UsersList />
    </RequireCapability>
  );
}

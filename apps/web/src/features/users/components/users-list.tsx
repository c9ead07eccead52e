import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { PLATFORM_MESSAGES } from '@pb/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useUsers } from '../api/get-users';
import { CreateUserDialog } from './create-user-dialog';
import { UsersTable } from './users-table';

/** The Users screen: the table and the Create New User dialog. */
export function UsersList() {
  const users = useUsers();
  const [isCreating, setIsCreating] = useState(false);

  return (
    <>
      <PageHeader
        title="Users"
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setIsCreating(true)}
          >
            Create New User
          </Button>
        }
      />
      {users.isPending && <Skeleton variant="rounded" height={240} />}
      {users.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void users.refetch()}>
              Retry
            </Button>
          }
        >
          {PLATFORM_MESSAGES.couldNotGetUsers}
        </Alert>
      )}
      {users.data &&
        (users.data.length > 0 ? (
          <UsersTable users={users.data} />
        ) : (
          <EmptyState title="No users yet" />
        ))}
      <CreateUserDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import {
  formatUsPhone,
  PLATFORM_MESSAGES,
  USER_MESSAGES,
  UpdateUserInputSchema,
  type RoleName,
  type UpdateUserInput,
  type User,
} from '@pb/core';
import { Link } from 'react-router';
import { Form, NOT_SENT } from '../../../components/form/form';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { useUser } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserFields } from './user-fields';

type EditUserFormProps = { userId: string; onSaved: () => void };

const toInput = (user: User) => ({
  id: user.id,
  version: user.version,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: formatUsPhone(user.phone),
  role: user.role,
  salesSystemId: user.salesSystemId ?? '',
});

/** The roles that manage users: losing your own is asked about first (issue 33). */
const MANAGER_ROLES: readonly RoleName[] = ['Admin', 'Developer'];

/** /users/{id}: edit a user; a stale version is explained and can be reloaded. */
export function EditUserForm({ userId, onSaved }: EditUserFormProps) {
  const user = useUser({ userId });
  const me = useMe();
  const confirm = useConfirm();
  const updateUser = useUpdateUser({ mutationConfig: { onSuccess: onSaved } });

  /** Saves; taking your own Admin (or Developer) role away is confirmed first. */
  const save = async (values: UpdateUserInput) => {
    const from = user.data?.role;
    const isOwnDemotion =
      me.data?.id === userId &&
      from !== undefined &&
      MANAGER_ROLES.includes(from) &&
      !MANAGER_ROLES.includes(values.role);
    if (
      isOwnDemotion &&
      !(await confirm({
        title: USER_MESSAGES.confirmOwnDemotionTitle(from),
        message: USER_MESSAGES.confirmOwnDemotion(values.role),
        confirmText: USER_MESSAGES.confirmOwnDemotionButton,
      }))
    )
      return NOT_SENT;
    return updateUser.mutateAsync(values);
  };
  const conflict =
    isApiError(updateUser.error) && updateUser.error.code === 'CONFLICT' ? updateUser.error : null;

  if (user.isPending) return <Skeleton variant="rounded" height={320} />;
  if (user.isError) {
    return (
      <Alert severity="error">
        {isApiError(user.error) && user.error.code === 'NOT_FOUND'
          ? 'This user does not exist.'
          : PLATFORM_MESSAGES.couldNotGetUsers}
      </Alert>
    );
  }

  return (
    <>
      <PageHeader title={`Edit ${user.data.firstName} ${user.data.lastName}`} />
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                updateUser.reset();
                void user.refetch();
              }}
            >
              Reload
            </Button>
          }
        >
          {conflict.message}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
        <Form
          key={user.data.version}
          schema={UpdateUserInputSchema}
          defaultValues={toInput(user.data)}
          onSubmit={save}
          aria-label="Edit user"
        >
          <UserFields currentRole={user.data.role} hasPhone />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button component={Link} to={paths.users.getHref()}>
              Cancel
            </Button>
            <FormSubmitButton>Save</FormSubmitButton>
          </Box>
        </Form>
      </Paper>
    </>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CreateUserInputSchema, type CreateUserInput } from '@pb/core';
import { Form } from '../../../components/form/form';
import { useIsPhone } from '../../../lib/use-is-phone';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { useCreateUser } from '../api/create-user';
import { UserFields } from './user-fields';
import { useDialogCloseGuard } from '../../../components/form/use-dialog-close-guard';

const EMPTY_USER: CreateUserInput = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'Closer',
  salesSystemId: '',
};

type CreateUserDialogProps = { isOpen: boolean; onClose: () => void };

/** Create New User (spec 1 §2): first name, last name, email and role, and the optional sales system id (decision 0027). */
export function CreateUserDialog({ isOpen, onClose }: CreateUserDialogProps) {
  const { onDialogClose, onDirtyChange } = useDialogCloseGuard(onClose);
  const createUser = useCreateUser({ mutationConfig: { onSuccess: onClose } });

  const isPhone = useIsPhone();
  return (
    <Dialog
      open={isOpen}
      onClose={onDialogClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="sm"
      aria-labelledby="create-user-title"
    >
      {isOpen && (
        <Form
          onDirtyChange={onDirtyChange}
          schema={CreateUserInputSchema}
          defaultValues={EMPTY_USER}
          onSubmit={(values) => createUser.mutateAsync(values)}
        >
          <DialogTitle id="create-user-title">Create New User</DialogTitle>
          <DialogContent>
            <UserFields />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <FormSubmitButton>Create</FormSubmitButton>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

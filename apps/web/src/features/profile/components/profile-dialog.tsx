import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatUsPhone, UpdateProfileInputSchema, type Me } from '@pb/core';
import { Form } from '../../../components/form/form';
import { FormImageField } from '../../../components/form/image-field';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { FormTextField } from '../../../components/form/text-field';
import { getInitials } from '../../../components/layout/user-avatar';
import { useUpdateProfile } from '../api/update-profile';
import { useDialogCloseGuard } from '../../../components/form/use-dialog-close-guard';
import { useIsPhone } from '../../../lib/use-is-phone';

type ProfileDialogProps = { me: Me; isOpen: boolean; onClose: () => void };

/** Manage My Profile: first name, last name, phone and picture (downscaled to ≤ 256 px). */
export function ProfileDialog({ me, isOpen, onClose }: ProfileDialogProps) {
  const { onDialogClose, onDirtyChange } = useDialogCloseGuard(onClose);
  // On a phone the dialog fills the screen, like the create dialogs.
  const isPhone = useIsPhone();
  const updateProfile = useUpdateProfile({ mutationConfig: { onSuccess: onClose } });
  const defaultValues = {
    firstName: me.firstName,
    lastName: me.lastName,
    phone: formatUsPhone(me.phone),
    profilePicPath: me.profilePicPath,
  };

  return (
    <Dialog
      open={isOpen}
      onClose={onDialogClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="xs"
      aria-labelledby="profile-dialog-title"
    >
      {isOpen && (
        <Form
          onDirtyChange={onDirtyChange}
          schema={UpdateProfileInputSchema}
          defaultValues={defaultValues}
          onSubmit={(values) => updateProfile.mutateAsync(values)}
        >
          <DialogTitle id="profile-dialog-title">Manage My Profile</DialogTitle>
          <DialogContent>
            <FormImageField
              name="profilePicPath"
              label="Profile picture"
              placeholder={getInitials(me.firstName, me.lastName)}
            />
            <FormTextField name="firstName" label="First Name" required autoComplete="given-name" />
            <FormTextField name="lastName" label="Last Name" required autoComplete="family-name" />
            <FormTextField name="phone" label="Phone" type="tel" autoComplete="tel" />
            <Typography variant="caption" color="text.secondary">
              Signed in as {me.email} ({me.role.name})
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <FormSubmitButton>Save</FormSubmitButton>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  formatUsPhone,
  NotificationSettingInputSchema,
  type Me,
  type NotificationSetting,
} from '@pb/core';
import { Form } from '../../../components/form/form';
import { FormCheckboxField } from '../../../components/form/checkbox-field';
import { FormSubmitButton } from '../../../components/form/submit-button';
import { FormTextField } from '../../../components/form/text-field';
import { FormWhen } from '../../../components/form/form-when';
import { useNotificationSetting } from '../api/get-notification-setting';
import {
  useCreateNotificationSetting,
  useUpdateNotificationSetting,
} from '../api/save-notification-setting';
import { useDialogCloseGuard } from '../../../components/form/use-dialog-close-guard';
import { useIsPhone } from '../../../lib/use-is-phone';

type Props = { me: Me; isOpen: boolean; onClose: () => void };

/**
 * Spec 1 §5: email and phone appear (and are required) only while their notifications are on;
 * they start from the user's own; with no saved setting both toggles start off.
 */
export function NotificationSettingsDialog({ me, isOpen, onClose }: Props) {
  const { onDialogClose, onDirtyChange } = useDialogCloseGuard(onClose);
  // On a phone the dialog fills the screen, like the create dialogs.
  const isPhone = useIsPhone();
  const setting = useNotificationSetting(me.id, isOpen);
  const create = useCreateNotificationSetting(onClose);
  const update = useUpdateNotificationSetting(onClose);

  const save =
    (saved: NotificationSetting | null) => (values: Parameters<typeof create.mutateAsync>[0]) =>
      saved
        ? update.mutateAsync({ ...values, id: saved.id, version: saved.version })
        : create.mutateAsync(values);

  return (
    <Dialog
      open={isOpen}
      onClose={onDialogClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth="xs"
      aria-labelledby="notification-settings-title"
    >
      <DialogTitle id="notification-settings-title">Notification Settings</DialogTitle>
      {setting.isPending ? (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading settings" />
        </DialogContent>
      ) : (
        <Form
          onDirtyChange={onDirtyChange}
          schema={NotificationSettingInputSchema}
          defaultValues={{
            userId: me.id,
            email: setting.data?.email || me.email,
            phone: formatUsPhone(setting.data?.phone || me.phone),
            isReceivingEmailNotifications: setting.data?.isReceivingEmailNotifications ?? false,
            isReceivingPhoneNotifications: setting.data?.isReceivingPhoneNotifications ?? false,
          }}
          onSubmit={save(setting.data ?? null)}
        >
          <DialogContent>
            <FormCheckboxField name="isReceivingEmailNotifications" label="Email notifications" />
            <FormWhen name="isReceivingEmailNotifications">
              <FormTextField name="email" label="Email" type="email" required />
            </FormWhen>
            <FormCheckboxField name="isReceivingPhoneNotifications" label="Text notifications" />
            <FormWhen name="isReceivingPhoneNotifications">
              <FormTextField name="phone" label="Phone" type="tel" required />
            </FormWhen>
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

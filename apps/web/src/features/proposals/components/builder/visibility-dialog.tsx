import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { useHasCapability } from '../../../../lib/current-user';

type VisibilityDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The id of the proposal <Form> this dialog's fields and button belong to. */
  formId: string;
  isSaving: boolean;
  submitLabel?: string;
};

/**
 * Visibility & Description (spec 3 §2): whether reps see the proposal in the rep view and its
 * description, then create it. The fields are the proposal form's own; a user without
 * PB_MANAGE_CUSTOMERS always creates proposals the rep view shows.
 */
export function VisibilityDialog({
  isOpen,
  onClose,
  formId,
  isSaving,
  submitLabel = 'Create Proposal',
}: VisibilityDialogProps) {
  const titleId = useId();
  const isManager = useHasCapability('PB_MANAGE_CUSTOMERS');
  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Visibility &amp; Description</DialogTitle>
      <DialogContent dividers>
        {isManager ? (
          <FormSwitchField name="isViewableByRep" label="Viewable by rep" />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Proposals you create are shown in the rep view.
          </Typography>
        )}
        <FormTextField
          name="description"
          label="Description"
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={isSaving}
          startIcon={
            isSaving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
          }
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

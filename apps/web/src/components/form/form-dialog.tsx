import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useIsPhone } from '../../lib/use-is-phone';
import { Form } from './form';
import { FormSubmitButton } from './submit-button';
import { useDialogCloseGuard } from './use-dialog-close-guard';

type FormDialogProps<TInput extends FieldValues, TOutput> = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  onSubmit: (values: TOutput) => unknown;
  mapIssuePath?: (path: string) => string | null;
  submitLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Shown above the buttons (e.g. a conflict message). */
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * A dialog holding one <Form>: title, fields, Cancel and the submit button. With unsaved input a
 * click outside or Escape leaves it open; Cancel closes it.
 */
export function FormDialog<TInput extends FieldValues, TOutput>({
  title,
  isOpen,
  onClose,
  schema,
  defaultValues,
  onSubmit,
  mapIssuePath,
  submitLabel = 'Create',
  maxWidth = 'sm',
  notice,
  children,
}: FormDialogProps<TInput, TOutput>) {
  const titleId = useId();
  // On a phone the dialog fills the screen (a centred box leaves the fields too narrow).
  const isPhone = useIsPhone();
  const { onDialogClose, onDirtyChange } = useDialogCloseGuard(onClose);
  return (
    <Dialog
      open={isOpen}
      onClose={onDialogClose}
      fullWidth
      fullScreen={isPhone}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      {isOpen && (
        <Form
          schema={schema}
          defaultValues={defaultValues}
          onSubmit={onSubmit}
          mapIssuePath={mapIssuePath}
          aria-label={title}
          onDirtyChange={onDirtyChange}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent dividers>
            {children}
            {notice}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <FormSubmitButton>{submitLabel}</FormSubmitButton>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

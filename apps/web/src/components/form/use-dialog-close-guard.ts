import { useCallback, useState } from 'react';

/**
 * For a dialog holding a <Form>: while the form has unsaved input, a click outside the dialog or
 * Escape does not close it (and lose the input); Cancel and a save still do. Pass `onDialogClose`
 * to the Dialog and `onDirtyChange` to the Form.
 */
export function useDialogCloseGuard(onClose: () => void) {
  const [isDirty, setIsDirty] = useState(false);
  const onDialogClose = useCallback(
    (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
      if (isDirty && reason) return;
      onClose();
    },
    [isDirty, onClose],
  );
  return { onDialogClose, onDirtyChange: setIsDirty };
}

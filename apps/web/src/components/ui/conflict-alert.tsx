import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { isApiError } from '../../lib/api-client';

type ConflictAlertProps = {
  /** The failed save's error; shown only when it is a 409 (someone else saved in between). */
  error: unknown;
  /** Drops the user's input and loads the saved version. */
  onReload: () => void;
};

/**
 * A stale save (409) keeps what the user typed and says so, with the server's explanation and a
 * Reload button: nothing is ever overwritten silently.
 */
export function ConflictAlert({ error, onReload }: ConflictAlertProps) {
  if (!isApiError(error) || error.code !== 'CONFLICT') return null;
  return (
    <Alert
      severity="warning"
      sx={{ my: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      {error.message} Your changes are still in the form.
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

type ErrorFallbackProps = { error: Error; reset?: () => void };

/** What a crashed region shows instead of its content. */
export function ErrorFallback({ error, reset }: ErrorFallbackProps) {
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        reset && (
          <Button color="inherit" size="small" onClick={reset}>
            Try again
          </Button>
        )
      }
    >
      <AlertTitle>Something went wrong</AlertTitle>
      {import.meta.env.DEV ? error.message : 'This part of the page could not be shown.'}
    </Alert>
  );
}

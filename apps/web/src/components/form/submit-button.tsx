import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormContext } from 'react-hook-form';

/** The submit button of the surrounding <Form>; disabled while it submits. */
export function FormSubmitButton({ children, disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const { formState } = useFormContext();
  return (
    <Button
      variant="contained"
      {...props}
      type="submit"
      disabled={disabled || formState.isSubmitting}
      startIcon={
        formState.isSubmitting ? (
          <CircularProgress size={16} color="inherit" aria-hidden />
        ) : (
          props.startIcon
        )
      }
    >
      {children}
    </Button>
  );
}

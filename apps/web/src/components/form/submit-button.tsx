import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useFormContext, useFormState } from 'react-hook-form';

/** The submit button of the surrounding <Form>; disabled while it submits. */
export function FormSubmitButton({ children, disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <Button
      variant="contained"
      {...props}
      type="submit"
      disabled={disabled || isSubmitting}
      startIcon={
        isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : props.startIcon
      }
    >
      {children}
    </Button>
  );
}

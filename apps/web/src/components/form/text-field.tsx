import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: string;
  label: string;
};

/** A text input bound to the surrounding <Form> by `name`. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

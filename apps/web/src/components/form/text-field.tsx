import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { RESERVED_HELPER_TEXT, useFormField } from './use-form-field';

export type FormTextFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: string;
  label: string;
};

/** A text input bound to the surrounding <Form> by `name`. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const { field, error } = useFormField(name);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={error?.message ?? helperText ?? RESERVED_HELPER_TEXT}
    />
  );
}

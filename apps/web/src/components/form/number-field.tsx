import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { RESERVED_HELPER_TEXT, useFormField } from './use-form-field';

export type FormNumberFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'type'
> & {
  name: string;
  label: string;
  min?: number;
  max?: number;
  step?: number | 'any';
};

/** A number input bound to the surrounding <Form>; an empty box holds `null`. */
export function FormNumberField({
  name,
  helperText,
  min,
  max,
  step = 'any',
  slotProps,
  onBlur,
  ...props
}: FormNumberFieldProps) {
  const { field, error } = useFormField(name);
  const value: unknown = field.value;
  return (
    <TextField
      {...props}
      type="number"
      name={field.name}
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? null : Number(event.target.value))
      }
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      inputRef={field.ref}
      error={!!error}
      helperText={error?.message ?? helperText ?? RESERVED_HELPER_TEXT}
      slotProps={{
        ...slotProps,
        htmlInput: { min, max, step, inputMode: 'decimal', ...slotProps?.htmlInput },
      }}
    />
  );
}

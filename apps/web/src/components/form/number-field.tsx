import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';

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
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
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
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { min, max, step, inputMode: 'decimal', ...slotProps?.htmlInput },
      }}
    />
  );
}

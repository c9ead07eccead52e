import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { RESERVED_HELPER_TEXT, useFormField } from './use-form-field';

export type SelectOption = { value: string; label: string };

export type FormSelectFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Text of an empty first choice, stored as null; leave out to offer none. */
  emptyLabel?: string;
  /** Called after the user chose a value (null for the empty choice). */
  onValueChange?: (value: string | null) => void;
};

/** A drop-down bound to the surrounding <Form>. */
export function FormSelectField({
  name,
  options,
  helperText,
  emptyLabel,
  onValueChange,
  ...props
}: FormSelectFieldProps) {
  const { field, error } = useFormField(name);
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        const value =
          emptyLabel !== undefined && event.target.value === '' ? null : event.target.value;
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={error?.message ?? helperText ?? RESERVED_HELPER_TEXT}
      slotProps={
        emptyLabel === undefined
          ? props.slotProps
          : { ...props.slotProps, select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

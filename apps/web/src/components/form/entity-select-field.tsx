import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { RESERVED_HELPER_TEXT, useFormField } from './use-form-field';

/** A catalogue item as a select offers it: anything with an id. */
export type EntityOption = { id: string };

export type FormEntitySelectFieldProps<T extends EntityOption> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  name: string;
  label: string;
  options: readonly T[];
  getLabel: (option: T) => string;
  /** Text of the empty choice (value null); leave out to offer none. */
  emptyLabel?: string;
  /** Called with the chosen item after the field changed (e.g. to reset dependent fields). */
  onValueChange?: (value: T | null) => void;
};

const EMPTY = '';

/**
 * A drop-down whose value is a whole item (or null), bound to the surrounding <Form> — for bodies
 * that carry the chosen catalogue item itself (a panel, a plan…). The current item stays listed
 * even when the options no longer include it, so it never silently disappears.
 */
export function FormEntitySelectField<T extends EntityOption>({
  name,
  options,
  getLabel,
  emptyLabel,
  onValueChange,
  helperText,
  ...props
}: FormEntitySelectFieldProps<T>) {
  const { field, error } = useFormField(name);
  const current = (field.value ?? null) as T | null;
  const all =
    current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;

  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={current?.id ?? EMPTY}
      onChange={(event) => {
        const chosen = all.find((option) => option.id === event.target.value) ?? null;
        field.onChange(chosen);
        onValueChange?.(chosen);
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
        <MenuItem value={EMPTY}>
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {all.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {getLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

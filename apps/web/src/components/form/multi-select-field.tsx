import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { RESERVED_HELPER_TEXT, useFormField } from './use-form-field';

export type MultiSelectOption = {
  value: string;
  /** Shown in the list of choices. */
  label: string;
  /** Shown on the chip of a chosen value (defaults to `label`). */
  chipLabel?: string;
};

export type FormMultiSelectFieldProps = {
  name: string;
  label: string;
  options: readonly MultiSelectOption[];
  helperText?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
};

/**
 * A searchable multi-select bound to the surrounding <Form>; the value is the list of chosen
 * option values. Values the options do not know (e.g. a deleted item) stay and show as is.
 */
export function FormMultiSelectField({
  name,
  label,
  options,
  helperText,
  placeholder,
  disabled,
  required,
}: FormMultiSelectFieldProps) {
  const { field, error } = useFormField(name);
  const values: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const byValue = new Map(options.map((option) => [option.value, option]));
  const unknown = values
    .filter((value) => !byValue.has(value))
    .map((value) => ({ value, label: value }));
  const allOptions: MultiSelectOption[] = [...options, ...unknown];
  const selected: MultiSelectOption[] = values.map(
    (value) => byValue.get(value) ?? { value, label: value, chipLabel: value },
  );
  const errorText = error?.message ?? firstItemError(error);

  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      disabled={disabled}
      options={allOptions}
      value={selected}
      onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.value))}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      renderOption={({ key, ...props }, option, { selected: isSelected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={isSelected} sx={{ mr: 1, p: 0.5 }} />
          {option.label}
        </li>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={option.chipLabel ?? option.label}
              title={option.label}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={label}
          required={required}
          placeholder={values.length === 0 ? placeholder : undefined}
          inputRef={field.ref}
          error={!!error}
          helperText={errorText ?? helperText ?? RESERVED_HELPER_TEXT}
        />
      )}
    />
  );
}

/** A list error sits on the list or on one of its items. */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const first = error.find((item): item is { message?: string } => !!item);
  return first?.message;
}

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFormField } from './use-form-field';

export type FormCheckboxFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
  /** Called after the value changed (e.g. to clear a field the checkbox turns off). */
  onValueChange?: (isChecked: boolean) => void;
};

/** A checkbox bound to the surrounding <Form> (boolean value). */
export function FormCheckboxField({
  name,
  label,
  disabled,
  helperText,
  onValueChange,
}: FormCheckboxFieldProps) {
  const { field, error } = useFormField(name);
  return (
    <FormControl error={!!error} disabled={disabled} margin="dense">
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={!!field.value}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onValueChange?.(event.target.checked);
            }}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {(error?.message ?? helperText) && (
        <FormHelperText>{error?.message ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}

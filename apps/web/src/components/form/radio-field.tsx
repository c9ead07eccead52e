import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import { useFormField } from './use-form-field';

export type FormRadioFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
  helperText?: string;
};

/**
 * A single radio bound to the surrounding <Form> (boolean value): choosing it sets true; like any
 * radio it is not cleared by a second click — another choice elsewhere clears it (the installer's
 * default, spec 2 §2).
 */
export function FormRadioField({ name, label, disabled, helperText }: FormRadioFieldProps) {
  const { field, error } = useFormField(name);
  return (
    <FormControl error={!!error} disabled={disabled} margin="dense">
      <FormControlLabel
        label={label}
        control={
          <Radio
            name={field.name}
            checked={!!field.value}
            onChange={(event) => {
              if (event.target.checked) field.onChange(true);
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

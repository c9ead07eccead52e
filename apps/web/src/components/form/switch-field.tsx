import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, useFormContext } from 'react-hook-form';

type FormSwitchFieldProps = {
  name: string;
  label: string;
  disabled?: boolean;
  /** Called after the user flipped it (e.g. to clear a value the switch turns off). */
  onValueChange?: (isOn: boolean) => void;
};

/** An on/off toggle bound to the surrounding <Form> (boolean value). */
export function FormSwitchField({ name, label, disabled, onValueChange }: FormSwitchFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Switch
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
  );
}

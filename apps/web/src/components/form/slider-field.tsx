import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

type FormSliderFieldProps = {
  name: string;
  label: string;
  min: number;
  max: number;
  step: number;
  /** Shown after the value, e.g. '%'. */
  unit?: string;
  disabled?: boolean;
};

/** A slider bound to a number of the surrounding <Form>, with its value written beside it. */
export function FormSliderField({
  name,
  label,
  min,
  max,
  step,
  unit = '',
  disabled,
}: FormSliderFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const labelId = useId();
  const value = typeof field.value === 'number' ? (field.value as number) : min;
  return (
    <Box sx={{ px: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography id={labelId} variant="body2" color={disabled ? 'text.disabled' : undefined}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {value}
          {unit}
        </Typography>
      </Box>
      <Slider
        name={field.name}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onChange={(_event, next) => field.onChange(Array.isArray(next) ? next[0] : next)}
        onBlur={field.onBlur}
        valueLabelDisplay="auto"
        getAriaValueText={(v) => `${v}${unit}`}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

export type ToggleOption = { value: string | number; label: string };

type FormToggleGroupFieldProps = {
  name: string;
  label: string;
  options: readonly ToggleOption[];
  size?: 'small' | 'medium';
  /** Called after the value changed. */
  onValueChange?: (value: string | number) => void;
};

/** Exclusive toggle buttons (one choice always on) bound to the surrounding <Form>. */
export function FormToggleGroupField({
  name,
  label,
  options,
  size = 'small',
  onValueChange,
}: FormToggleGroupFieldProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const labelId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography id={labelId} variant="body2">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size={size}
        color="primary"
        value={field.value as string | number}
        aria-labelledby={labelId}
        onChange={(_event, next: string | number | null) => {
          if (next === null) return;
          field.onChange(next);
          onValueChange?.(next);
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

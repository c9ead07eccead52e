import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { MONTHS, type Month } from '@pb/core';
import { useId } from 'react';
import { RESERVED_HELPER_TEXT, useFormField } from './use-form-field';

type FormMonthsFieldProps = { name: string; label?: string };

/** Twelve checkboxes, Jan to Dec, bound to a list of months (kept in calendar order). */
export function FormMonthsField({ name, label = 'Months' }: FormMonthsFieldProps) {
  const { field, error } = useFormField(name);
  const labelId = useId();
  const chosen = new Set<string>(Array.isArray(field.value) ? (field.value as Month[]) : []);

  const toggle = (month: Month, isChecked: boolean) => {
    const next = new Set(chosen);
    if (isChecked) next.add(month);
    else next.delete(month);
    field.onChange(MONTHS.filter((m) => next.has(m)));
  };

  return (
    <FormControl
      component="fieldset"
      error={!!error}
      margin="dense"
      aria-labelledby={labelId}
      sx={{ width: '100%' }}
    >
      <FormLabel id={labelId} component="legend" sx={{ fontSize: '0.8125rem' }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(4, 1fr)',
            sm: 'repeat(6, 1fr)',
            md: 'repeat(12, auto)',
          },
          columnGap: 0.5,
        }}
      >
        {MONTHS.map((month) => (
          <FormControlLabel
            key={month}
            label={month}
            sx={{ mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(month)}
                onChange={(event) => toggle(month, event.target.checked)}
                onBlur={field.onBlur}
                sx={{ p: 0.5 }}
              />
            }
          />
        ))}
      </Box>
      <FormHelperText>{error?.message ?? RESERVED_HELPER_TEXT}</FormHelperText>
    </FormControl>
  );
}

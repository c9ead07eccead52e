import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { US_STATES } from '@pb/core';
import { FormArrayField } from '../../../components/form/array-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormSelectField } from '../../../components/form/select-field';

const STATE_OPTIONS = US_STATES.map((state) => ({
  value: state.abbreviation,
  label: `${state.abbreviation} — ${state.name}`,
}));

/** Per-state adders of an installer: a state and an adder in $/W per row (one row per state). */
export function StateAddersField() {
  return (
    <Box component="section" aria-labelledby="state-adders-title" sx={{ mt: 2 }}>
      <Typography id="state-adders-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Per-State Adders
      </Typography>
      <FormArrayField name="adders">
        {({ fields, append, remove }) => (
          <>
            {fields.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No per-state adders.
              </Typography>
            )}
            {fields.map((field, index) => (
              <Box
                key={field.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '2fr 1fr auto',
                  columnGap: 2,
                  alignItems: 'start',
                }}
              >
                <FormSelectField
                  name={`adders.${index}.state`}
                  label="State"
                  required
                  options={STATE_OPTIONS}
                />
                <FormNumberField
                  name={`adders.${index}.adder`}
                  label="Adder ($/W)"
                  required
                  min={0}
                  step={0.01}
                />
                <Tooltip title="Remove adder">
                  <IconButton
                    aria-label={`Remove adder ${index + 1}`}
                    onClick={() => remove(index)}
                    sx={{ mt: 2 }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            ))}
            <Button
              startIcon={<AddIcon />}
              onClick={() => append({ state: '', adder: 0 })}
              sx={{ mt: 1 }}
            >
              Add State Adder
            </Button>
          </>
        )}
      </FormArrayField>
    </Box>
  );
}

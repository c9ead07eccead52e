import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FormArrayField } from '../../../components/form/array-field';
import { FormNumberField } from '../../../components/form/number-field';
import { FormStatesField } from '../../../components/form/states-field';
import { FormTextField } from '../../../components/form/text-field';

/** The next free start time after the last slot (one hour later), for Add Time Slot. */
export function nextStartTime(times: readonly string[]): string {
  const last = [...times]
    .filter((t) => /^\d\d:\d\d$/.test(t))
    .sort()
    .at(-1);
  if (!last) return '09:00';
  const hour = Math.min(Number(last.slice(0, 2)) + 1, 23);
  return `${String(hour).padStart(2, '0')}:${last.slice(3)}`;
}

/**
 * An area group's name, the states it covers and its daily time slots (start time and how many
 * site surveys fit in it; 0 closes the slot). The site-survey step offers a slot while bookings
 * on the chosen day are below its capacity.
 */
export function AreaGroupFields() {
  return (
    <>
      <FormTextField name="name" label="Name" required autoComplete="off" />
      <FormStatesField
        name="states"
        label="States"
        helperText="The customers' states this group serves."
      />
      <Box component="section" aria-labelledby="time-slots-title" sx={{ mt: 2 }}>
        <Typography id="time-slots-title" variant="h3" component="h2" sx={{ mb: 1 }}>
          Time Slots
        </Typography>
        <FormArrayField name="timeSlots">
          {({ fields, append, remove, getValues }) => (
            <>
              {fields.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  No time slots: no site survey can be booked in this group.
                </Typography>
              )}
              {fields.map((field, index) => (
                <Box
                  key={field.id}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '3fr 2fr auto', sm: '1fr 1fr auto' },
                    columnGap: { xs: 1, sm: 2 },
                    alignItems: 'start',
                  }}
                >
                  <FormTextField
                    name={`timeSlots.${index}.startTime`}
                    label="Start Time"
                    type="time"
                    required
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <FormNumberField
                    name={`timeSlots.${index}.capacity`}
                    label="Surveys"
                    required
                    min={0}
                    max={50}
                    step={1}
                  />
                  <Tooltip title="Remove time slot">
                    <IconButton
                      aria-label={`Remove time slot ${index + 1}`}
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
                onClick={() => {
                  const times = (getValues() as { startTime?: string }[]).map(
                    (s) => s.startTime ?? '',
                  );
                  append({ startTime: nextStartTime(times), capacity: 1 });
                }}
                sx={{ mt: 1 }}
              >
                Add Time Slot
              </Button>
            </>
          )}
        </FormArrayField>
      </Box>
    </>
  );
}

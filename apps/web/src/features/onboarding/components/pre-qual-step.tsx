import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BIDI_CONTROL_MESSAGE,
  formatUsPhone,
  hasBidiControl,
  isValidEmail,
  normalizeUsPhone,
  ONBOARDING_MESSAGES,
  PHONE_NUMBER_MESSAGE,
  US_STATES,
  type OnboardingContext,
} from '@pb/core';
import { useState } from 'react';
import { usePatchContract } from '../api/patch-contract';
import { useSingleFlight } from '../../../lib/use-single-flight';

const FIELDS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'Zip'],
  ['email', 'Email'],
  ['phone', 'Phone'],
] as const;
type Key = (typeof FIELDS)[number][0];

/** What is wrong with a filled-in field, or null (an empty one only keeps Continue off). */
function fieldError(key: Key, value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (hasBidiControl(text)) return BIDI_CONTROL_MESSAGE;
  if (key === 'email' && !isValidEmail(text)) return ONBOARDING_MESSAGES.invalidEmail;
  if (key === 'phone' && !normalizeUsPhone(text)) return PHONE_NUMBER_MESSAGE;
  return null;
}

/** Pre-Qualification: the eight customer fields, saved (created) on Continue. */
export function PreQualStep({ ctx, onDone }: { ctx: OnboardingContext; onDone: () => void }) {
  const source = ctx.contract ?? ctx.customer;
  const [values, setValues] = useState<Record<Key, string>>(() => ({
    firstName: source.firstName,
    lastName: source.lastName,
    address: source.address,
    city: source.city,
    state: source.state,
    zip: source.zip,
    email: source.email,
    phone: formatUsPhone(source.phone),
  }));
  const save = usePatchContract(ctx.proposal.id);
  const isValid =
    FIELDS.every(([k]) => values[k].trim() !== '' && fieldError(k, values[k]) === null) &&
    /^\d{5}(-\d{4})?$/.test(values.zip.trim());

  const { run: submit, isRunning: isSubmitting } = useSingleFlight(async () => {
    const body = Object.fromEntries(FIELDS.map(([k]) => [k, values[k].trim()])) as Record<
      Key,
      string
    >;
    await save.mutateAsync({
      id: ctx.proposal.id,
      ...(ctx.contract ? { version: ctx.contract.version } : {}),
      ...body,
    });
    onDone();
  });

  return (
    <Stack spacing={2} component="section" aria-label="Pre-Qualification">
      <Typography variant="h5" component="h2">
        Pre-Qualification
      </Typography>
      <Grid container spacing={2}>
        {FIELDS.map(([key, label]) => (
          <Grid key={key} size={{ xs: 12, sm: key === 'address' ? 12 : 6 }}>
            <TextField
              label={label}
              fullWidth
              required
              select={key === 'state'}
              value={values[key]}
              onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              error={fieldError(key, values[key]) !== null}
              helperText={fieldError(key, values[key]) ?? ' '}
              slotProps={{ htmlInput: { 'aria-label': label } }}
            >
              {key === 'state'
                ? US_STATES.map((s) => (
                    <MenuItem key={s.abbreviation} value={s.abbreviation}>
                      {s.name}
                    </MenuItem>
                  ))
                : null}
            </TextField>
          </Grid>
        ))}
      </Grid>
      <Stack sx={{ justifyContent: 'flex-end' }} direction="row">
        <Button
          variant="contained"
          disabled={!isValid || save.isPending || isSubmitting}
          onClick={() => void submit().catch(() => undefined)}
        >
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}

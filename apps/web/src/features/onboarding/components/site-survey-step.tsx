import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ONBOARDING_MESSAGES,
  SURVEY_EARLIEST_DAYS_AHEAD,
  surveyNeedsConfirmation,
  type OnboardingContext,
} from '@pb/core';
import { useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useTimeSlots } from '../api/get-time-slots';
import { useScheduleSurvey } from '../api/schedule-survey';
import { addDays, formatTime, isoDate } from '../format';
import { useSingleFlight } from '../../../lib/use-single-flight';

/** Schedule Site Survey: a date from tomorrow, the area's slots, Continue or Skip. */
export function SiteSurveyStep({ ctx, onDone }: { ctx: OnboardingContext; onDone: () => void }) {
  const confirm = useConfirm();
  const today = isoDate(new Date());
  const earliest = isoDate(addDays(new Date(), SURVEY_EARLIEST_DAYS_AHEAD));
  const saved = ctx.contract?.siteSurvey;
  const [date, setDate] = useState(saved?.siteSurveyDate ?? earliest);
  const [time, setTime] = useState(saved?.startTime ?? '');
  const areaId = ctx.areaGroup?.id;
  const slots = useTimeSlots(areaId, date >= earliest ? date : '');
  const schedule = useScheduleSurvey(ctx.proposal.id);
  const list = slots.data?.timeSlots ?? [];
  const hasOpen = list.some((s) => s.availability >= 1);

  const { run: submit, isRunning: isSubmitting } = useSingleFlight(async () => {
    if (!areaId || !time) return;
    if (
      surveyNeedsConfirmation(today, date) &&
      !(await confirm({ message: ONBOARDING_MESSAGES.surveyTooFar, confirmText: 'Continue' }))
    ) {
      return;
    }
    await schedule.mutateAsync({
      id: ctx.proposal.id,
      body: { areaGroupId: areaId, siteSurveyDate: date, startTime: time },
    });
    onDone();
  });

  const { run: skip, isRunning: isSkipping } = useSingleFlight(async () => {
    if (!(await confirm({ message: ONBOARDING_MESSAGES.skipSurvey, confirmText: 'Skip' }))) return;
    await schedule.mutateAsync({ id: ctx.proposal.id, body: { skip: true } });
    onDone();
  });

  return (
    <Stack spacing={2} component="section" aria-label="Schedule Site Survey">
      <Typography variant="h5" component="h2">
        Schedule Site Survey
      </Typography>
      {ctx.areaGroup?.name || slots.data?.areaGroupName ? (
        <Typography color="text.secondary">
          Area: {slots.data?.areaGroupName || ctx.areaGroup?.name}
        </Typography>
      ) : null}
      <TextField
        type="date"
        label="Site Survey Date"
        value={date}
        onChange={(e) => {
          setDate(e.target.value);
          setTime('');
        }}
        slotProps={{ htmlInput: { min: earliest }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 240 }}
      />
      {slots.isFetching ? <CircularProgress size={24} aria-label="Loading time slots" /> : null}
      {!slots.isFetching && (!hasOpen || !areaId) ? (
        <Alert severity="info">{ONBOARDING_MESSAGES.noAppointments}</Alert>
      ) : null}
      <Stack
        sx={{ flexWrap: 'wrap' }}
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label="Time slots"
      >
        {list.map((s) => (
          <Button
            key={s.startTime}
            variant={time === s.startTime ? 'contained' : 'outlined'}
            disabled={s.availability < 1}
            onClick={() => setTime(s.startTime)}
            aria-pressed={time === s.startTime}
          >
            {formatTime(s.startTime)}
          </Button>
        ))}
      </Stack>
      <Stack sx={{ justifyContent: 'flex-end' }} direction="row" spacing={1}>
        <Button
          disabled={schedule.isPending || isSubmitting || isSkipping}
          onClick={() => void skip().catch(() => undefined)}
        >
          Skip
        </Button>
        <Button
          variant="contained"
          disabled={!time || schedule.isPending || isSubmitting || isSkipping}
          onClick={() => void submit().catch(() => undefined)}
        >
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatContractDate, ONBOARDING_MESSAGES, type OnboardingContext } from '@pb/core';
import { useEffect, useRef, useState } from 'react';
import { useSendWelcomeEmail } from '../api/send-welcome-email';
import { formatTime } from '../format';
import { useSingleFlight } from '../../../lib/use-single-flight';

export const WELCOME_CALL_NUMBER = '(888) 555-0142';
const WELCOME_CALL_TEXT = `Our welcome team now calls new customers from a new number: ${WELCOME_CALL_NUMBER}. Please ask the customer to save it so they do not miss the welcome call.`;

/** Finished: Thank You, the welcome call notice, the welcome email (sent once, Send Again). */
export function FinishedStep({ ctx }: { ctx: OnboardingContext }) {
  const contract = ctx.contract!;
  const send = useSendWelcomeEmail(ctx.proposal.id);
  const [isDialogOpen, setDialogOpen] = useState(true);
  const hasTried = useRef(false);
  const skipAutomatic = ctx.proposal.panelsToAddToRecommendedBuild === 1;
  const { run: sendAgain, isRunning: isSending } = useSingleFlight(() =>
    send.mutateAsync(contract.id).catch(() => undefined),
  );

  useEffect(() => {
    if (hasTried.current || contract.emailSent || skipAutomatic) return;
    hasTried.current = true;
    send.mutate(contract.id);
  }, [contract.emailSent, contract.id, send, skipAutomatic]);

  const survey = contract.siteSurvey;
  return (
    <Stack sx={{ alignItems: 'flex-start' }} spacing={2} component="section" aria-label="Finished">
      <Typography variant="h4" component="h2">
        {ONBOARDING_MESSAGES.thankYou}
      </Typography>
      <Typography>{WELCOME_CALL_TEXT}</Typography>
      {contract.emailSent ? (
        <Alert
          severity="success"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={send.isPending || isSending}
              onClick={() => void sendAgain()}
            >
              Send Again
            </Button>
          }
        >
          A welcome email has been sent to {contract.email}.
        </Alert>
      ) : (
        <Alert
          severity={send.isError ? 'error' : 'info'}
          action={
            <Button
              color="inherit"
              size="small"
              disabled={send.isPending || isSending}
              onClick={() => void sendAgain()}
            >
              {skipAutomatic && !send.isError ? 'Send' : 'Send Again'}
            </Button>
          }
        >
          {send.isError
            ? ONBOARDING_MESSAGES.couldNotSendWelcomeEmail
            : send.isPending
              ? 'Sending the welcome email…'
              : `The welcome email has not been sent to ${contract.email}.`}
        </Alert>
      )}
      <Typography>
        <strong>Site Survey:</strong>{' '}
        {survey
          ? `${formatContractDate(survey.siteSurveyDate)} at ${formatTime(survey.startTime)}`
          : 'Not scheduled'}
      </Typography>
      <Typography>
        Customer portal:{' '}
        <Link href={ctx.customerPortalUrl} target="_blank" rel="noopener noreferrer">
          {ctx.customerPortalUrl}
        </Link>
      </Typography>
      <Dialog open={isDialogOpen} onClose={() => setDialogOpen(false)}>
        <DialogTitle>New welcome call number</DialogTitle>
        <DialogContent>
          <DialogContentText>{WELCOME_CALL_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

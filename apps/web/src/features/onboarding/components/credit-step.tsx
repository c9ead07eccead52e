import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  lenderHasLookup,
  ONBOARDING_MESSAGES,
  type Lender,
  type OnboardingContext,
} from '@pb/core';
import { useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { formatMoney } from '../format';
import { useCheckCredit, useSkipCredit } from '../api/check-credit';
import { useSingleFlight } from '../../../lib/use-single-flight';

/** Credit: lender, cost, loan amount and payment; Go opens the lender's application. */
export function CreditStep({
  ctx,
  onDone,
  onSkip,
}: {
  ctx: OnboardingContext;
  onDone: () => void;
  onSkip: () => void;
}) {
  const confirm = useConfirm();
  const check = useCheckCredit(ctx.proposal.id);
  const skipStep = useSkipCredit(ctx.proposal.id);
  const lender = ctx.lender as Lender | null;
  const needsTypedId = !!lender && lenderHasLookup(lender) && !ctx.lenderLookup;
  const [loanId, setLoanId] = useState(ctx.contract?.loanId ?? '');

  // The skip is saved first, so a reload opens on the next step (issue 33).
  const { run: skip, isRunning: isSkipping } = useSingleFlight(async () => {
    if (!(await confirm({ message: ONBOARDING_MESSAGES.skipCredit, confirmText: 'Skip' }))) return;
    await skipStep.mutateAsync({ id: ctx.proposal.id });
    onSkip();
  });
  const { run: submit, isRunning: isSubmitting } = useSingleFlight(async () => {
    await check.mutateAsync({ id: ctx.proposal.id, ...(needsTypedId ? { loanId } : {}) });
    onDone();
  });

  return (
    <Stack spacing={2} component="section" aria-label="Credit">
      <Typography variant="h5" component="h2">
        Credit
      </Typography>
      <Stack spacing={0.5}>
        <Typography>
          <strong>Lender:</strong> {lender ?? ctx.proposal.financeOptionName}
        </Typography>
        <Typography>
          <strong>System Cost:</strong> {formatMoney(ctx.proposal.totalSystemCost)}
        </Typography>
        <Typography>
          <strong>Loan Amount:</strong> {formatMoney(ctx.proposal.loanAmount)}
        </Typography>
        <Typography>
          <strong>Monthly Payment:</strong>{' '}
          {formatMoney(Math.ceil(ctx.proposal.loanMonthlyPayment))}
        </Typography>
      </Stack>
      {ctx.lenderUrl ? (
        <div>
          <Button variant="outlined" href={ctx.lenderUrl} target="_blank" rel="noopener noreferrer">
            Go
          </Button>
        </div>
      ) : null}
      {needsTypedId ? (
        <TextField
          label="Loan ID"
          value={loanId}
          onChange={(e) => setLoanId(e.target.value)}
          helperText="Type the loan id from the lender's portal once the application is approved."
          sx={{ maxWidth: 360 }}
        />
      ) : null}
      <Stack sx={{ justifyContent: 'flex-end' }} direction="row" spacing={1}>
        <Button
          disabled={skipStep.isPending || isSkipping}
          onClick={() => void skip().catch(() => undefined)}
        >
          Skip
        </Button>
        <Button
          variant="contained"
          disabled={check.isPending || isSubmitting || (needsTypedId && loanId.trim() === '')}
          onClick={() => void submit().catch(() => undefined)}
        >
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}

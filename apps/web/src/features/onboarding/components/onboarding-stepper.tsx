import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { stepsFor, type OnboardingContext, type OnboardingStep } from '@pb/core';
import { PersonName } from '../../../components/ui/user-text';
import { useState } from 'react';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useLeavePrompt } from '../hooks/use-leave-prompt';
import { AgreementStep } from './agreement-step';
import { CreditStep } from './credit-step';
import { FinishedStep } from './finished-step';
import { PreQualStep } from './pre-qual-step';
import { SiteSurveyStep } from './site-survey-step';

/**
 * The onboarding stepper (spec 3 §2, §4). It opens on the first unfinished step (skip mode:
 * steps whose data exists are passed); completed steps can be clicked to go back; every step
 * saves to the server as it completes.
 */
export function OnboardingStepper({ ctx }: { ctx: OnboardingContext }) {
  const steps = stepsFor(ctx.isCash);
  // Five labels in a row are wider than a phone: there each label goes under its number.
  const isPhone = useIsPhone();
  const [active, setActive] = useState(() => ctx.firstUnfinishedStep);
  const [reached, setReached] = useState(() => ctx.firstUnfinishedStep);
  useLeavePrompt(!ctx.contract?.emailSent);
  const index = Math.min(Math.max(active, 0), steps.length - 1);
  const next = () => {
    const to = Math.min(index + 1, steps.length - 1);
    setActive(to);
    setReached((r) => Math.max(r, to));
  };
  const step: OnboardingStep = steps[index]!;

  return (
    <Box component="main" sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 1, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Customer Onboarding
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <PersonName person={ctx.customer} /> · Proposal {ctx.proposal.proposalNumber}
      </Typography>
      <Stepper
        nonLinear
        alternativeLabel={isPhone}
        activeStep={index}
        sx={{
          mb: 3,
          // Five columns of 75 px on a phone: no side padding, a smaller label that may wrap.
          '& .MuiStep-root': { px: { xs: 0, sm: 1 } },
          // StepButton's negative side margins would reach past the last column.
          '& .MuiStepButton-root': { mx: { xs: 0 }, px: { xs: 0 } },
          '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: undefined } },
        }}
      >
        {steps.map((label, i) => (
          <Step key={label} completed={i < reached && i !== index}>
            <StepButton disabled={i > reached} onClick={() => setActive(i)}>
              {label}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        {step === 'Pre-Qual' ? <PreQualStep key="pq" ctx={ctx} onDone={next} /> : null}
        {step === 'Credit' ? <CreditStep ctx={ctx} onDone={next} onSkip={next} /> : null}
        {step === 'Agreement' ? <AgreementStep ctx={ctx} onDone={next} /> : null}
        {step === 'Site Survey' ? <SiteSurveyStep ctx={ctx} onDone={next} /> : null}
        {step === 'Finished' ? <FinishedStep ctx={ctx} /> : null}
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';

/** The six steps of the timeline (spec 3 §2, §9). */
export const TIMELINE_STEPS = [
  {
    label: 'Site Survey',
    detail: 'We visit your home to measure the roof and check the electrical panel.',
  },
  { label: 'Drafts', detail: 'Our engineers draft your system design and plans.' },
  { label: 'Permit Submitted', detail: 'We submit the plans to your city or county for a permit.' },
  { label: 'Permit Received', detail: 'The permit is approved and your install date is set.' },
  { label: 'Installation', detail: 'About 1 day; large projects take 2.' },
  {
    label: 'Inspection and PTO',
    detail: 'The city inspects the system and your utility grants permission to operate.',
  },
] as const;

/** The Timeline: six steps, vertical on mobile. */
export function TimelineSlide({ deck, isMobile, isPrint }: SlideProps) {
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="The Timeline">
      {isMobile ? (
        <Stepper orientation="vertical" activeStep={-1} nonLinear>
          {TIMELINE_STEPS.map((s) => (
            <Step key={s.label} expanded active>
              <StepLabel>
                <Typography sx={{ fontWeight: 700 }}>{s.label}</Typography>
              </StepLabel>
              <StepContent>
                <Typography sx={{ fontSize: 14 }}>{s.detail}</Typography>
              </StepContent>
            </Step>
          ))}
        </Stepper>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 2, mt: 4 }}>
          {TIMELINE_STEPS.map((s, i) => (
            <Box key={s.label} sx={{ textAlign: 'center' }}>
              <Box
                sx={{
                  width: 56,
                  height: 56,
                  mx: 'auto',
                  borderRadius: '50%',
                  bgcolor: deck.brand.palette.dark,
                  color: '#ffffff',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 24,
                  fontWeight: 700,
                }}
              >
                {i + 1}
              </Box>
              <Typography sx={{ fontSize: 18, fontWeight: 700, mt: 1 }}>{s.label}</Typography>
              <Typography sx={{ fontSize: 15 }}>{s.detail}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </SlideFrame>
  );
}

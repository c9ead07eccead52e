import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useFormState } from 'react-hook-form';

/**
 * While Generate Optimal Build runs (the production estimate may call PVWatts and retry it), a
 * bar and a line say so; screen readers hear it through the status role.
 */
export function GenerateProgress() {
  const { isSubmitting } = useFormState();
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 28 }}>
      {isSubmitting && (
        <>
          <LinearProgress aria-label="Generating the optimal build" />
          <Typography variant="caption" color="text.secondary">
            Estimating production and sizing the build… this can take a few seconds.
          </Typography>
        </>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

type FullPageStatusProps = {
  message: string;
  isLoading?: boolean;
  onRetry?: () => void;
};

/** Whole-window message for 'Proposal Builder is loading...' and 'Initialization Failed!'. */
export function FullPageStatus({ message, isLoading = false, onRetry }: FullPageStatusProps) {
  return (
    <Box
      role={isLoading ? 'status' : 'alert'}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      {isLoading && <CircularProgress aria-hidden />}
      <Typography variant="h2" component="p" sx={{ textAlign: 'center' }}>
        {message}
      </Typography>
      {onRetry && (
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}

import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PLATFORM_MESSAGES } from '@pb/core';

/** Spec 1 §2: the page a user sees on a screen their role does not allow. */
export function AccessDenied({ page }: { page: string }) {
  return (
    <Box
      role="alert"
      data-testid="access-denied"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: 8,
        px: 2,
      }}
    >
      <LockIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h1" component="h1">
        Access Denied
      </Typography>
      <Typography variant="body1" sx={{ maxWidth: 520 }}>
        {PLATFORM_MESSAGES.accessDenied(page)}
      </Typography>
    </Box>
  );
}

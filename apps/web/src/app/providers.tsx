import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { styled, ThemeProvider } from '@mui/material/styles';
import { PLATFORM_MESSAGES } from '@pb/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { FullPageStatus } from '../components/ui/full-page-status';
import { GlobalProgress } from '../components/ui/global-progress';
import { createAppTheme, prefersReducedMotion } from '../config/theme';

/**
 * Snackbars in the theme's colours: notistack's own white on green, orange and blue are 3.3, 2.2
 * and 3.1:1; the theme's are 4.5:1 or more (decision 0031).
 */
const SnackbarContent = styled(MaterialDesignContent)(({ theme }) => ({
  ...Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => [
      `&.notistack-MuiContent-${variant}`,
      {
        backgroundColor: theme.palette[variant].main,
        color: theme.palette[variant].contrastText,
      },
    ]),
  ),
}));
const SNACKBAR_CONTENT = {
  success: SnackbarContent,
  error: SnackbarContent,
  warning: SnackbarContent,
  info: SnackbarContent,
};

type AppProviderProps = {
  children: ReactNode;
  /** The app's (made by `createApp` before the first render) or a test's. */
  queryClient: QueryClient;
};

/** Theme, the outermost error boundary, snackbars (at most 2, spec), server state and confirm. */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [isMotionReduced] = useState(prefersReducedMotion);
  const [theme] = useState(() => createAppTheme({ isMotionReduced }));

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary
        fallback={({ reset }) => (
          <FullPageStatus
            message={PLATFORM_MESSAGES.initFailed}
            onRetry={() => (reset(), window.location.reload())}
          />
        )}
      >
        <SnackbarProvider
          maxSnack={2}
          Components={SNACKBAR_CONTENT}
          autoHideDuration={5000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          transitionDuration={isMotionReduced ? { enter: 0, exit: 0 } : undefined}
          action={(key) => (
            <IconButton
              size="small"
              color="inherit"
              aria-label="Dismiss"
              onClick={() => closeSnackbar(key)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        >
          <QueryClientProvider client={queryClient}>
            <ConfirmProvider>
              <GlobalProgress />
              {children}
            </ConfirmProvider>
          </QueryClientProvider>
        </SnackbarProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

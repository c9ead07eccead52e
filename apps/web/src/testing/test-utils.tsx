import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createAppTheme } from '../config/theme';
import { createQueryClient } from '../lib/query-client';
import { installMatchMedia, setViewportWidth } from './match-media';

/*
 * Importing this module sets up every web test file: DOM cleanup, an empty localStorage, media
 * queries, and a failing test for any console.error (style point 9).
 */
installMatchMedia();
// Busy CI machines (2 cores) render slowly: give findBy/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5000 });
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  setViewportWidth(1280);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]
      ?.map((arg) => (arg instanceof Error ? arg.message : String(arg)))
      .join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});

export function signInWithTokens() {
  localStorage.setItem('accessToken', 'test-access-token');
  localStorage.setItem('refreshToken', 'test-refresh-token');
}

export function TestProviders({ children, route = '/' }: { children: ReactNode; route?: string }) {
  return (
    <ThemeProvider theme={createAppTheme({ isMotionReduced: true })}>
      <SnackbarProvider maxSnack={2}>
        <QueryClientProvider client={createQueryClient()}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ConfirmProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

/** Renders a component with theme, snackbars, a fresh query client and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route, ...options }: RenderOptions & { route?: string } = {},
) {
  return {
    user: userEvent.setup({ delay: null }),
    ...render(ui, {
      wrapper: ({ children }) => <TestProviders route={route}>{children}</TestProviders>,
      ...options,
    }),
  };
}

export { setViewportWidth };
export * from '@testing-library/react';

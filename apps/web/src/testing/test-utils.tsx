import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createAppTheme } from '../config/theme';
import { createQueryClient } from '../lib/query-client';
import { setViewportWidth } from './match-media';

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

/**
 * The user-event instance of every web test: no delay between keys, and no `pointer-events` check
 * before each click. That check asks the test DOM for the computed style of the target and each of
 * its ancestors, which recomputes the cascade of every emotion style sheet per call: in jsdom it was
 * most of a whole-screen test's time. A disabled control still ignores clicks (its `disabled` attribute).
 */
export const testUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Renders a component with theme, snackbars, a fresh query client and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route, ...options }: RenderOptions & { route?: string } = {},
) {
  return {
    user: testUser(),
    ...render(ui, {
      wrapper: ({ children }) => <TestProviders route={route}>{children}</TestProviders>,
      ...options,
    }),
  };
}

export { setViewportWidth };
export * from '@testing-library/react';

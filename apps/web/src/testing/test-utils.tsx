import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createAppTheme } from '../config/theme';
import { createQueryClient } from '../lib/query-client';
import { installComputedStyleCache } from './computed-style-cache';
import { installMatchMedia, setViewportWidth } from './match-media';

/*
 * Importing this module sets up every web test file: DOM cleanup, an empty localStorage, media
 * queries, and a failing test for any console.error (style point 9).
 */
installMatchMedia();
installComputedStyleCache();
// happy-dom's IntersectionObserver never reports a layoutless element in view: without one, the
// cards below the fold mount at once (MountWhenVisible), as in a browser once idle.
Reflect.deleteProperty(window, 'IntersectionObserver');
// happy-dom has no window.alert; a test that expects one spies on this.
if (typeof window.alert !== 'function') window.alert = () => undefined;
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

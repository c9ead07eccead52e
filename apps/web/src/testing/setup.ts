import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { authStorage } from '../lib/auth-storage';
import { installComputedStyleCache } from './computed-style-cache';
import { installMatchMedia, setViewportWidth } from './match-media';
import { mswServer } from './msw';

/*
 * Every web test file runs this first (the web project's `setupFiles`): DOM cleanup, an empty
 * localStorage, media queries, and a failing test for any console.error (style point 9). A
 * worker's files share one module cache (decision 0076), so this must not live in a module the
 * tests import: its hooks would be registered for the first file only.
 */
// Once per test DOM: a worker's files share one window too (decision 0076).
const installed = window as { pbTestDomReady?: true };
if (!installed.pbTestDomReady) {
  installed.pbTestDomReady = true;
  installMatchMedia();
  installComputedStyleCache();
}
mswServer();
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
  mswServer().resetHandlers();
  // Signed out, and not by expiry: the next file's first screen is not told its session expired.
  authStorage.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]
      ?.map((arg) => (arg instanceof Error ? arg.message : String(arg)))
      .join(' ');
    throw new Error(`console.error was called ${consoleErrors.length} time(s); first: ${first}`);
  }
});

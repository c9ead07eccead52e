import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_CONTEXT_OPTIONS } from './e2e-env';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'artifacts/test-results',
  // Two browsers at a time on this 2-core machine: one left the cores a third idle (waiting on
  // the server, on timers, on the browser's own round trips). Files run whole in one worker, and
  // each test makes the data it reads (decision 0077).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'artifacts/results.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    ...E2E_CONTEXT_OPTIONS,
    screenshot: 'only-on-failure',
    // A trace costs every test its recording (~20 % of the suite's time here) and is read only
    // when a test fails on this machine: E2E_TRACE=1 keeps one for each failing test.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node ../node_modules/tsx/dist/cli.mjs start-server.ts',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

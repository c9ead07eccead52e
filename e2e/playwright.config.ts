import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './e2e-env';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'artifacts/test-results',
  // A 2-core machine: one browser at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'artifacts/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1280, height: 800 },
    // The app turns every MUI transition off when the OS asks for reduced motion.
    reducedMotion: 'reduce',
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
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

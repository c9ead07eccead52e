// Playwright's webServer: builds the web app once, then runs the API server (which serves the
// build) on a fresh temporary data dir. DATABASE_URL, when set, is passed on (CI runs the suite
// against real PostgreSQL too). The process ends when Playwright stops it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_JWT_SECRET, E2E_PORT } from './e2e-env';
import { startFakeLender } from './fake-lender';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@pb/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Onboarding's Credit step asks this lender fake (every loan APPROVED).
const lender = await startFakeLender();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-e2e-'));
// Production estimates use the shared typical-year weather files when they are there (the local
// PVWatts engine); without them the server falls back to its approximate clear-sky model.
const sharedWeather = path.resolve(root, '../shared/weather');
const weatherDir =
  process.env.WEATHER_DIR ?? (fs.existsSync(sharedWeather) ? sharedWeather : undefined);
const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every test signs in; keep the sign-in rate limit out of the way.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      // Demo sign-in is offered only without real providers.
      DEMO_SIGN_IN: 'auto',
      ...(weatherDir ? { WEATHER_DIR: weatherDir } : {}),
      LENDER_API_URL: lender.url,
      GOOGLE_CLIENT_ID: '',
      FACEBOOK_APP_ID: '',
      FACEBOOK_APP_SECRET: '',
    },
  },
);

const stop = () => void server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  lender.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});

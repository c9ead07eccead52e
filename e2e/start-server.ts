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

// The real built app: the production web build and the bundled server run by plain node.
if (!process.env.E2E_SKIP_BUILD) {
  for (const workspace of ['@pb/web', '@pb/server']) {
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// Onboarding's Credit step asks this lender fake (every loan APPROVED).
const lender = await startFakeLender();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-e2e-'));
// Production estimates use the bundled TMY3 weather pack, as on a fresh machine, wherever the
// repository is; WEATHER_DIR (typical-year files within 250 km first) only when set.
const weatherDir = process.env.WEATHER_DIR;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
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
    AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    ESTIMATE_RATE_LIMIT_PER_MINUTE: '100000',
    // Demo sign-in is offered only without real providers.
    DEMO_SIGN_IN: 'auto',
    ...(weatherDir ? { WEATHER_DIR: weatherDir } : {}),
    GOOGLE_CLIENT_ID: '',
    FACEBOOK_APP_ID: '',
    FACEBOOK_APP_SECRET: '',
    LENDER_API_URL: lender.url,
  },
});

const stop = () => void server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code, signal) => {
  lender.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});

// PDF export of the customer deck (issue 11): time from the click to the download and the file
// size, for the seeded loan proposal on the default template (10 slides), in Debian's Chromium.
// Builds the web app when apps/web/dist is missing, starts the server on a free port with a
// fresh PGlite data dir, and stops it at the end.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { CustomerListResponse, CustomerProposalsResponse } from '@pb/core';
import { CHROMIUM_PATH as CHROMIUM } from '../e2e-env';

const root = path.resolve(import.meta.dirname, '..', '..');
const RUNS = 3;

if (!fs.existsSync(CHROMIUM)) {
  console.log(`PDF export bench skipped: no Chromium at ${CHROMIUM} (apt-get install chromium).`);
  process.exit(0);
}
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@pb/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-pdf-bench-'));
const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts'],
  {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SIGN_IN: 'auto',
      GOOGLE_CLIENT_ID: '',
      FACEBOOK_APP_ID: '',
      FACEBOOK_APP_SECRET: '',
    },
  },
);
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (let i = 0; ; i += 1) {
    if (i > 240) throw new Error('the server did not start');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const login = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Demo', email: 'admin@example.com' }),
    })
  ).json()) as { accessToken: string; refreshToken: string };
  const headers = { Authorization: `Bearer ${login.accessToken}` };
  const list = (await (
    await fetch(`${base}/api/customers?searchTerm=Alvarez&page=0&pageSize=25`, { headers })
  ).json()) as CustomerListResponse;
  const customer = list.customers[0]!;
  const proposals = (
    (await (
      await fetch(`${base}/api/customers/${customer.id}/Proposals`, { headers })
    ).json()) as CustomerProposalsResponse
  ).items;
  const proposal = proposals[0]!;

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ([a, r]) => {
      localStorage.setItem('accessToken', a!);
      localStorage.setItem('refreshToken', r!);
    },
    [login.accessToken, login.refreshToken],
  );
  const page = await context.newPage();
  await page.goto(`${base}/public/proposal/${proposal.id}`);
  await page.getByText('Custom Proposal for:').waitFor();
  const slides = Number(/\/ (\d+)/.exec(await page.getByText(/^1 \/ \d+/).innerText())![1]);
  const results: { ms: number; bytes: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await download;
    const bytes = fs.statSync((await file.path())!).size;
    results.push({ ms: performance.now() - started, bytes });
    await page.getByRole('button', { name: 'Export PDF' }).waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
  }
  await browser.close();
  const sorted = [...results].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  for (const [i, r] of results.entries())
    console.log(`run ${i + 1}: ${(r.ms / 1000).toFixed(2)} s, ${(r.bytes / 1024).toFixed(0)} kB`);
  console.log(
    `PDF export, ${slides}-slide deck: median ${(median.ms / 1000).toFixed(2)} s, ` +
      `${(median.bytes / 1024).toFixed(0)} kB (goal < 5 s, < 5 MB; the first run loads pdf-lib and the fonts)`,
  );
  // A missed goal fails the run.
  if (median.ms >= 5000 || median.bytes >= 5 * 1024 * 1024) process.exitCode = 1;
} finally {
  stop();
}

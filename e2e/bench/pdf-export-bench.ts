// PDF export of the customer deck (issue 11): time from the click to the download and the file
// size, for the seeded loan proposal on the default template (10 slides), in Debian's Chromium.
// Builds the web app and the server when missing, starts the built server on a free port with a
// fresh PGlite data dir (bench-server.ts), and stops it at the end.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { CustomerProposalsResponse } from '@pb/core';
import { CHROMIUM_PATH as CHROMIUM } from '../e2e-env';
import { benchServer, root, SERVER } from './bench-server';
const RUNS = 3;

if (!fs.existsSync(CHROMIUM)) {
  console.log(`PDF export bench skipped: no Chromium at ${CHROMIUM} (apt-get install chromium).`);
  process.exit(0);
}
for (const [output, workspace] of [
  [path.join(root, 'apps/web/dist/index.html'), '@pb/web'],
  [SERVER, '@pb/server'],
] as const) {
  if (fs.existsSync(output)) continue;
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const bench = await benchServer('pdf-bench');
const { base } = bench;
const server = bench.start();
const stop = async () => {
  await bench.stop(server);
  bench.removeData();
};

try {
  await bench.waitHealthy(server);
  const login = await bench.login();
  const headers = { Authorization: `Bearer ${login.accessToken}` };
  const customer = await bench.seededCustomer(login.accessToken);
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
  await stop();
}

// The web bench's Lighthouse runs (web-bench.ts): each page's mobile performance score, and the
// metric values it is made of printed beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e-env';
import { freePort } from './bench-server';

/**
 * Lighthouse mobile performance scores (its default simulated throttling) of `base`/login and of
 * `customerUrl`, through one Chromium that Lighthouse drives over its debugging port: /login
 * first, signed out; then the tokens go into the origin's localStorage and Lighthouse keeps them
 * (--disable-storage-reset). `cli` is lighthouse/cli/index.js (not a dependency of the project).
 */
export async function lighthouseScores(
  cli: string,
  base: string,
  customerUrl: string,
  tokens: Record<string, string>,
) {
  const debugPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-lh-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  const score = (url: string) =>
    new Promise<number | null>((resolve) => {
      const out = path.join(profile, `lh-${Date.now()}.json`);
      const child = spawn(
        process.execPath,
        [
          cli,
          url,
          `--port=${debugPort}`,
          '--disable-storage-reset',
          '--only-categories=performance',
          '--form-factor=mobile',
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-2000)));
      const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (code !== 0 || !fs.existsSync(out)) {
          console.log(`Lighthouse ${url} failed (${signal ?? code}): ${stderr.trim()}`);
          return resolve(null);
        }
        const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
          finalDisplayedUrl?: string;
          categories: { performance: { score: number | null } };
          audits: Record<string, { score: number | null; displayValue?: string } | undefined>;
        };
        // What the score is made of: each weighted metric's value and its own score.
        const metrics = [
          ['FCP', 'first-contentful-paint'],
          ['LCP', 'largest-contentful-paint'],
          ['TBT', 'total-blocking-time'],
          ['CLS', 'cumulative-layout-shift'],
          ['SI', 'speed-index'],
        ]
          .map(([label, id]) => {
            const audit = report.audits[id!];
            return `${label} ${audit?.displayValue ?? '?'} (${Math.round((audit?.score ?? 0) * 100)})`;
          })
          .join(', ');
        console.log(`  Lighthouse ${new URL(url).pathname}: ${metrics}`);
        // A signed-in page that lost its tokens ends on /login: that score is not the page's.
        if (
          report.finalDisplayedUrl &&
          new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname
        ) {
          console.log(`Lighthouse ${url} ended on ${report.finalDisplayedUrl}: no score`);
          return resolve(null);
        }
        const value = report.categories.performance.score;
        resolve(value === null ? null : Math.round(value * 100));
      });
    });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${base}/login`);
    const login = await score(`${base}/login`);
    await page.evaluate((storage) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    }, tokens);
    const customer = await score(customerUrl);
    return { login, customer };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

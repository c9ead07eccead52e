// Two or more builds of the web app compared on the customer page, load by load (issue 15,
// decision 0039). On this machine the page's ready time moves by ±0.2 s from one minute to the
// next, more than most single changes save, so one bench run before and one after a change
// cannot tell them apart. This serves each build from its own server (WEB_DIST_DIR, fresh PGlite
// each) and loads /customers/{id} of the seeded "Alvarez" at 4× CPU from each in turn, BENCH_RUNS
// (8) times after one warm-up, as a signed-in user, and prints each build's median ready time,
// blocking time (long tasks beyond 50 ms until ready), live moment (the page answers input) and
// blocking time until then. A diagnostic, not a bench: no goals.
//
//   (cd apps/web && npx vite build --outDir /tmp/before/dist)   # on the old commit
//   (likewise into /tmp/after on the new one)
//   npm run build -w @pb/server
//   AB_DISTS=/tmp/before/dist,/tmp/after/dist npx tsx e2e/bench/customer-ab.ts
//
// A change to the server is compared likewise, with AB_SERVERS naming each build's server (built
// under apps/server, so it finds its packages: `cp -r apps/server/dist apps/server/dist-ab/before`
// on the old commit, `…/after` on the new; AB_SERVERS=apps/server/dist-ab/before/server.mjs,…).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e-env';
import { benchServer } from './bench-server';
import { pageLiveAt, pageReadyAt, throttledCustomerPage } from './ready-mark';

type LongTaskWindow = Window & { __pbLongTasks?: [number, number][] };

// Plain JavaScript (see ready-mark.ts): the page's long tasks, from its first script on.
const LONG_TASKS = `(() => {
  window.__pbLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__pbLongTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
})();`;

const dists = (process.env.AB_DISTS ?? '').split(',').filter(Boolean);
const serverFiles = (process.env.AB_SERVERS ?? '').split(',').filter(Boolean);
if (dists.length < 2 && serverFiles.length < 2)
  throw new Error('AB_DISTS or AB_SERVERS: two or more builds, comma-separated');
// One list of builds to compare: a web build and a server build each (the one given, or the same).
const builds = Array.from({ length: Math.max(dists.length, serverFiles.length) }, (_, i) => ({
  dist: dists[i] ?? dists[0],
  serverFile: serverFiles[i] ?? serverFiles[0],
}));
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
// Another page than the customer's: AB_PATH (e.g. /panels), the heading that marks it ready
// (AB_HEADING) and the element only the loaded page has (AB_SELECTOR).
const page_ = process.env.AB_PATH
  ? {
      path: process.env.AB_PATH,
      heading: process.env.AB_HEADING ?? '',
      selector: process.env.AB_SELECTOR ?? '',
    }
  : null;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const servers = [];
for (const { dist: webDist, serverFile } of builds) {
  if (webDist) process.env.WEB_DIST_DIR = webDist;
  const bench = await benchServer('ab', undefined, serverFile);
  const process_ = bench.start();
  const dist = [webDist, serverFile].filter(Boolean).join(' + ');
  servers.push({ dist, bench, process: process_ });
  await bench.waitHealthy(process_);
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const admins = [];
  for (const { bench } of servers) admins.push(await bench.signedInAdmin());
  const loads: { ready: number; tbt: number; live: number; tbtLive: number }[][] = servers.map(
    () => [],
  );
  for (let run = 0; run < RUNS + 1; run++) {
    for (const [i, { dist, bench }] of servers.entries()) {
      const { storage, customer } = admins[i]!;
      const { context, page } = await throttledCustomerPage(
        browser,
        storage,
        page_?.heading ?? `${customer.firstName} ${customer.lastName}`,
        page_?.selector,
      );
      await context.addInitScript({ content: LONG_TASKS });
      await page.goto(`${bench.base}${page_?.path ?? `/customers/${customer.id}`}`, {
        waitUntil: 'commit',
      });
      const ready = await pageReadyAt(page);
      const live = await pageLiveAt(page);
      // A long task is reported when it ends: wait out one still running at `live`.
      await page.waitForTimeout(500);
      const tasks = await page.evaluate(() => (window as LongTaskWindow).__pbLongTasks ?? []);
      await context.close();
      const blockedUntil = (until: number) =>
        tasks
          .filter(([start]) => start < until)
          .reduce(
            (sum, [start, duration]) => sum + Math.max(0, Math.min(duration, until - start) - 50),
            0,
          );
      const [tbt, tbtLive] = [blockedUntil(ready), blockedUntil(live)];
      console.log(
        `run ${run} ${dist}: ready ${ready.toFixed(0)} ms, TBT ${tbt.toFixed(0)} ms, ` +
          `live ${live.toFixed(0)} ms, TBT until live ${tbtLive.toFixed(0)} ms`,
      );
      if (run > 0) loads[i]!.push({ ready, tbt, live, tbtLive });
    }
  }
  console.log(`--- medians of ${RUNS} interleaved loads at 4× CPU`);
  for (const [i, { dist }] of servers.entries())
    console.log(
      `${dist}: ready ${median(loads[i]!.map((l) => l.ready)).toFixed(0)} ms, ` +
        `TBT ${median(loads[i]!.map((l) => l.tbt)).toFixed(0)} ms, ` +
        `live ${median(loads[i]!.map((l) => l.live)).toFixed(0)} ms, ` +
        `TBT until live ${median(loads[i]!.map((l) => l.tbtLive)).toFixed(0)} ms`,
    );
} finally {
  await browser.close();
  for (const { bench, process: p } of servers) await bench.stop(p);
}

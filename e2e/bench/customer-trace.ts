// Which kind of main-thread work the customer page's load is made of (issue 15, decision 0036):
// loads /customers/{id} of the seeded "Alvarez" at 4× CPU like web-bench.ts (built app, fresh
// PGlite), records a Chromium trace until ready, and sums the renderer main thread's events by
// name (script evaluation, function calls, style, layout, paint, GC), mean of BENCH_RUNS (3)
// loads after one warm-up. Events nest (a RunTask holds the rest), so the lines do not add up.
// customer-profile.ts says which code the JavaScript time is spent in; this says how much of the
// load is JavaScript at all. A diagnostic, not a bench: no goals. Run after `npm run build` and
// `npm run build -w @pb/server`: `npx tsx e2e/bench/customer-trace.ts`.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e-env';
import { benchServer } from './bench-server';
import { pageReadyAt, throttledCustomerPage } from './ready-mark';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
];

/**
 * Time per event name on the page's renderer main thread until `readyMs` (since the page's time
 * origin). The trace's own navigationStart mark is stamped late, so the origin is taken from the
 * renderer's commit of the document, `responseStartMs` after it.
 */
function mainThreadTime(events: TraceEvent[], readyMs: number, responseStartMs: number) {
  // The renderer that laid the page out (the navigation may have left about:blank's renderer).
  const layouts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'UpdateLayoutTree') {
      const key = `${e.pid}:${e.tid}`;
      layouts.set(key, (layouts.get(key) ?? 0) + 1);
    }
  const [pid, tid] = [...layouts]
    .sort((a, b) => b[1] - a[1])[0]![0]
    .split(':')
    .map(Number);
  const commit = events.find(
    (e) => e.name === 'DocumentLoader::CommitNavigation' && e.pid === pid && e.tid === tid,
  );
  if (!commit) throw new Error("no commit of the page's document in the trace");
  const origin = commit.ts - responseStartMs * 1000;
  const until = origin + readyMs * 1000;
  const time = new Map<string, number>();
  for (const e of events)
    if (e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur && e.ts >= origin && e.ts < until)
      time.set(e.name, (time.get(e.name) ?? 0) + e.dur / 1000);
  return time;
}

const bench = await benchServer('trace');
const server = bench.start();
try {
  await bench.waitHealthy(server);
  const { storage, customer: c } = await bench.signedInAdmin();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const RUNS = Number(process.env.BENCH_RUNS ?? 3);
  const totals = new Map<string, number>();
  for (let run = 0; run < RUNS + 1; run++) {
    const { context, page } = await throttledCustomerPage(
      browser,
      storage,
      `${c.firstName} ${c.lastName}`,
    );
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${bench.base}/customers/${c.id}`, { waitUntil: 'commit' });
    const readyMs = await pageReadyAt(page);
    const responseStartMs = await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .responseStart,
    );
    const trace = await browser.stopTracing();
    await context.close();
    console.log(`run ${run}: ready ${readyMs.toFixed(0)} ms`);
    if (run === 0) continue;
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    for (const [name, ms] of mainThreadTime(traceEvents, readyMs, responseStartMs))
      totals.set(name, (totals.get(name) ?? 0) + ms / RUNS);
  }
  console.log('--- main thread until ready, by event (ms at 4×, mean of runs; events nest)');
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${ms.toFixed(0).padStart(6)} ${name}`);
  await browser.close();
} finally {
  await bench.stop(server);
}

// Where the customer page's main-thread time goes (issue 15, decision 0033): loads
// /customers/{id} of the seeded "Alvarez" at 4× CPU like web-bench.ts (built app, fresh PGlite),
// samples the CPU until the page is live, maps every sample through the build's hidden source
// maps, and prints
// the self time per package or source folder and per function, mean of BENCH_RUNS (3) loads after
// one warm-up. A diagnostic, not a bench: no goals. Run after `npm run build` and
// `npm run build -w @pb/server`: `npx tsx e2e/bench/customer-profile.ts`.
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e-env';
import { benchServer, root } from './bench-server';
import { pageLiveAt, pageReadyAt, throttledCustomerPage } from './ready-mark';

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string) {
  if (!maps.has(url)) {
    const file = path.join(root, 'apps/web/dist', new URL(url).pathname + '.map');
    maps.set(url, fs.existsSync(file) ? new TraceMap(fs.readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url);
}
const group = (src: string) => {
  const m = /node_modules\/((@[^/]+\/)?[^/]+)\/(.*)/.exec(src);
  if (m) return `${m[1]}`;
  const c = /(packages\/core|apps\/web\/src)\/(.*)/.exec(src);
  return c ? `${c[1]}/${c[2]!.split('/').slice(0, 2).join('/')}` : src;
};
const bench = await benchServer('profile');
const server = bench.start();
try {
  await bench.waitHealthy(server);
  const { storage, customer: c } = await bench.signedInAdmin();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const totals = new Map<string, number>();
  const fileTotals = new Map<string, number>();
  const RUNS = Number(process.env.BENCH_RUNS ?? 3);
  // BENCH_CALLERS_OF=<package> (e.g. zod): also its time by the nearest caller outside it.
  const callersOf = process.env.BENCH_CALLERS_OF;
  const callerTotals = new Map<string, number>();
  for (let run = 0; run < RUNS + 1; run++) {
    const { context, page, cdp } = await throttledCustomerPage(
      browser,
      storage,
      `${c.firstName} ${c.lastName}`,
    );
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${bench.base}/customers/${c.id}`, { waitUntil: 'commit' });
    const readyMs = await pageReadyAt(page);
    const liveMs = await pageLiveAt(page);
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`run ${run}: ready ${readyMs.toFixed(0)}, live ${liveMs.toFixed(0)}`);
    await context.close();
    if (run === 0) continue;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map<number, number>();
    for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
    /** [package or folder, file:function] of a profile node's frame. */
    const keysOf = (id: number): [string, string] => {
      const cf = nodes.get(id)!.callFrame;
      const key = cf.url ? cf.url.split('/').pop()! : `(${cf.functionName || 'native'})`;
      if (cf.url && cf.url.includes('/assets/')) {
        const tm = mapOf(cf.url);
        if (tm) {
          const pos = originalPositionFor(tm, { line: cf.lineNumber + 1, column: cf.columnNumber });
          if (pos.source)
            return [
              group(pos.source),
              `${pos.source.replace(/.*node_modules\//, '')}:${pos.name ?? cf.functionName}`,
            ];
        }
      }
      return [key, key];
    };
    profile.samples!.forEach((id, i) => {
      const [key, fileKey] = keysOf(id);
      const dt = (profile.timeDeltas![i] ?? 0) / 1000 / RUNS;
      totals.set(key, (totals.get(key) ?? 0) + dt);
      fileTotals.set(fileKey, (fileTotals.get(fileKey) ?? 0) + dt);
      if (callersOf && key === callersOf) {
        let at: number | undefined = id;
        while (at !== undefined && keysOf(at)[0] === callersOf) at = parents.get(at);
        const caller = at === undefined ? '(none)' : keysOf(at)[1];
        callerTotals.set(caller, (callerTotals.get(caller) ?? 0) + dt);
      }
    });
  }
  console.log('--- by package/module (ms at 4x, mean of runs)');
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`${v.toFixed(0).padStart(5)} ${k}`);
  console.log('--- by function');
  for (const [k, v] of [...fileTotals].sort((a, b) => b[1] - a[1]).slice(0, 50))
    console.log(`${v.toFixed(0).padStart(5)} ${k}`);
  if (callersOf) {
    console.log(`--- ${callersOf}'s time by its nearest caller outside it`);
    for (const [k, v] of [...callerTotals].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`${v.toFixed(0).padStart(5)} ${k}`);
  }
  await browser.close();
} finally {
  await bench.stop(server);
}

// Web performance bench (issue 15): the built app as a browser and the server see it, on this
// machine. Builds nothing: it runs the existing apps/web/dist and apps/server/dist/server.mjs
// (`npm run build -w @pb/web && npm run build -w @pb/server` first) on a fresh PGlite data dir and
// a free port, signs in through demo login, and measures with Debian's Chromium:
//   - JS sent for /customers/{id} (bytes as transferred, i.e. compressed) and its request count,
//     and JS sent for /login, signed out (decision 0063);
//   - the customer page ready time (heading and 'Current Details For Proposal' painted, taken in
//     the page: ready-mark.ts) and the total blocking time (long tasks beyond 50 ms until ready) at
//     4× CPU throttling, cold cache;
//   - warm revisit: requests for hashed /assets/ files that reached the network;
//   - server start-up on existing data (spawn → first healthy /api/health) and idle RSS of the
//     server's process tree, and how many processes that tree has.
// Each figure is the median of 5 runs, printed with its goal and every run; a missed goal fails
// the run. (A page load's blocking time moves by ±40 % from load to load on this 2-core machine,
// where the browser and the server share the cores: 3 runs did not give a stable median.)
// Lighthouse (the e2e workspace's devDependency; LIGHTHOUSE=0 skips it, LIGHTHOUSE=<cli path> runs
// another copy) scores /login and /customers/{id} (mobile, performance), median of the runs.
// BENCH_RUNS sets the number of runs, BENCH_VERBOSE=1 lists the scripts of each load.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e-env';
import { benchServer, root, SERVER } from './bench-server';
import { lighthouseScores } from './lighthouse-scores';
import { DECK_LOADED, markPageReady, pageLiveAt, pageReadyAt } from './ready-mark';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

for (const [file, what] of [
  [CHROMIUM_PATH, 'Chromium (apt-get install chromium)'],
  [path.join(root, 'apps/web/dist/index.html'), 'the web build (npm run build)'],
  [SERVER, 'the server build (npm run build -w @pb/server)'],
] as const) {
  if (!fs.existsSync(file)) {
    console.log(`web bench skipped: no ${what} at ${path.relative(root, file) || file}`);
    process.exit(0);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const bench = await benchServer(
  'web-bench',
  process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
);
const { base } = bench;

/** The process ids of `pid` and all its descendants (from /proc). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i]!) ?? []));
  return tree;
}

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(m?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

/** A figure and its goal: at most `goal` ('max'), or at least ('min', scores). */
type Figure = {
  name: string;
  value: number;
  unit: string;
  goal: number;
  kind: 'max' | 'min';
  runs: number[];
};
const figures: Figure[] = [];
const record = (
  name: string,
  runs: number[],
  unit: string,
  goal: number,
  kind: 'max' | 'min' = 'max',
) => figures.push({ name, value: median(runs), unit, goal, kind, runs });

/**
 * One cold load of `url` at 4× CPU: JS bytes and requests, ready time (taken in the page, see
 * ready-mark.ts), total blocking time until then. `ready` then checks the page as a user would.
 */
async function coldLoad(
  browser: Browser,
  tokens: Tokens,
  url: string,
  heading: string,
  ready: ReadyCheck,
) {
  const context = await signedInContext(browser, tokens);
  await markPageReady(context, heading);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const transfers = watchTransfers(cdp);
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'commit' });
  const readyMs = await pageReadyAt(page);
  const liveMs = await pageLiveAt(page);
  // Long tasks are reported when they end: wait out one that may still be running at `liveMs`.
  await page.waitForTimeout(500);
  const blockedUntil = (until: number) =>
    page.evaluate(
      (at) =>
        (
          (window as unknown as { __longTasks: { start: number; duration: number }[] })
            .__longTasks ?? []
        )
          .filter((t) => t.start < at)
          .reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      until,
    );
  const tbt = await blockedUntil(readyMs);
  const tbtLive = await blockedUntil(liveMs);
  await ready(page);
  if (process.env.BENCH_VERBOSE)
    console.log(
      await page.evaluate((until) => {
        const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
        const api = performance
          .getEntriesByType('resource')
          .map((r) => r as PerformanceResourceTiming)
          .filter((r) => r.name.includes('/api/'))
          .map(
            (r) =>
              `  ${r.startTime.toFixed(0)}–${r.responseEnd.toFixed(0)} ${new URL(r.name).pathname}`,
          );
        const tasks = w.__longTasks.map(
          (t) => `  long task ${t.start.toFixed(0)} +${t.duration.toFixed(0)}`,
        );
        const [doc] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const load = doc
          ? `  document ${doc.requestStart.toFixed(0)}–${doc.responseEnd.toFixed(0)} (server: ${doc.serverTiming.map((t) => `${t.name} ${t.duration.toFixed(0)}`).join(', ') || 'plain page'}), parsed ${doc.domInteractive.toFixed(0)}, first contentful paint ${paint.toFixed(0)}`
          : '';
        return [load, ...api, ...tasks, `  ready ${until.toFixed(0)}`].join('\n');
      }, readyMs),
      `  live ${liveMs.toFixed(0)}`,
    );
  // Chunks requested right after ready (lazy cards) still count as sent for the page.
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const js = transfers.list().filter((t) => t.type === 'Script');
  if (process.env.BENCH_VERBOSE)
    for (const t of js)
      console.log(`  ${(t.bytes / 1024).toFixed(1)} KB ${new URL(t.url).pathname}`);
  await context.close();
  return {
    readyMs,
    tbt,
    liveMs,
    tbtLive,
    jsBytes: js.reduce((sum, t) => sum + t.bytes, 0),
    jsRequests: js.length,
    requests: transfers.list().length,
  };
}

/** Requests of a page as CDP reports them: type, bytes on the wire, served from a cache. */
function watchTransfers(cdp: CDPSession) {
  const byId = new Map<string, { url: string; type: string; bytes: number; cached: boolean }>();
  cdp.on('Network.requestWillBeSent', (e) =>
    byId.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, cached: false }),
  );
  cdp.on('Network.requestServedFromCache', (e) => {
    const t = byId.get(e.requestId);
    if (t) t.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const t = byId.get(e.requestId);
    if (t && (e.response.fromDiskCache || e.response.fromPrefetchCache)) t.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = byId.get(e.requestId);
    if (t) t.bytes = e.encodedDataLength;
  });
  return { list: () => [...byId.values()] };
}

/** The localStorage of a signed-in user (bench-server.ts `signedInStorage`). */
type Tokens = Record<string, string>;
type ReadyCheck = (page: Page) => Promise<void>;

/**
 * A signed-in user's browser at 1280 × 800 who has opened the app before: their tokens in
 * localStorage, and a record of the page's long tasks.
 */
async function signedInContext(browser: Browser, tokens: Tokens): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  }, tokens);
  return context;
}

let server = bench.start();
try {
  // First start: migrations and demo data. Not timed.
  await bench.waitHealthy(server);
  const signedIn = await bench.login();
  const tokens: Tokens = await bench.signedInStorage(signedIn);
  const customer = await bench.seededCustomer(signedIn.accessToken);
  const customerUrl = `${base}/customers/${customer.id}`;
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const customerReady: ReadyCheck = async (page) => {
    await page.getByRole('heading', { name }).waitFor({ timeout: 60_000 });
    // The details list itself (its section has the same name).
    await page
      .locator('dl[aria-label="Current Details For Proposal"]')
      .waitFor({ timeout: 60_000 });
  };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  // One load to warm the server's caches (and the OS file cache), not counted.
  await coldLoad(browser, tokens, customerUrl, name, customerReady);
  const loads = [];
  for (let run = 0; run < RUNS; run += 1)
    loads.push(await coldLoad(browser, tokens, customerUrl, name, customerReady));
  record(
    'JS sent for /customers/{id} (compressed)',
    loads.map((l) => l.jsBytes / 1024),
    'KB',
    350,
  );
  record(
    'JS requests for /customers/{id}',
    loads.map((l) => l.jsRequests),
    '',
    25,
  );
  // Issue 34: /login (signed out, cold cache) sends at most 120 KB of JS (decision 0063: plain
  // React and its own CSS; the app layout with MUI loads only for the other pages).
  const loginJs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const transfers = watchTransfers(cdp);
    await cdp.send('Network.enable');
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: /admin@example\.com$/ }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const js = transfers.list().filter((t) => t.type === 'Script');
    if (process.env.BENCH_VERBOSE)
      for (const t of js)
        console.log(`  /login ${(t.bytes / 1024).toFixed(1)} KB ${new URL(t.url).pathname}`);
    loginJs.push(js.reduce((sum, t) => sum + t.bytes, 0) / 1024);
    await context.close();
  }
  record('JS sent for /login (compressed)', loginJs, 'KB', 120);
  // Issue 34: live (it answers clicks and keys) within 1.5 s. The app renders every page itself
  // (decision 0054), so the page is live when it is ready.
  record(
    'customer page ready (live) at 4× CPU',
    loads.map((l) => l.readyMs / 1000),
    's',
    1.5,
  );
  record(
    'main thread blocked until ready (TBT) at 4× CPU',
    loads.map((l) => l.tbt),
    'ms',
    200,
  );

  // Warm revisit: the same browser profile opens the page again (a new tab, not a reload), as a
  // rep does every day: hashed assets from the HTTP cache, scripts from V8's code cache. Its ready
  // time at 4× is printed beside the cold one for information; the goal is judged cold.
  const warm: number[] = [];
  const warmReady: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await signedInContext(browser, tokens);
    await markPageReady(context, name);
    const first = await context.newPage();
    await first.goto(customerUrl);
    await customerReady(first);
    await first.waitForLoadState('networkidle');
    await first.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const transfers = watchTransfers(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(customerUrl, { waitUntil: 'commit' });
    warmReady.push((await pageReadyAt(page)) / 1000);
    await customerReady(page);
    await page.waitForLoadState('networkidle');
    warm.push(
      transfers.list().filter((t) => new URL(t.url).pathname.startsWith('/assets/') && !t.cached)
        .length,
    );
    await context.close();
  }
  record('warm revisit: hashed assets requested', warm, '', 0);
  record('warm revisit: customer page ready at 4× CPU', warmReady, 's', Number.POSITIVE_INFINITY);

  // The customer's share link as the customer opens it: a phone (390 × 844) at 4× CPU on
  // Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down), no tokens, cold cache; ready once
  // the deck's cover names the customer. For information.
  const shareUrl = `${base}/p/${await bench.shareLink(signedIn.accessToken, customer.id)}`;
  const deckReady: number[] = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await markPageReady(context, name, DECK_LOADED);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(shareUrl, { waitUntil: 'commit' });
    const readyMs = await pageReadyAt(page);
    // The first load warms the server's share path; not counted.
    if (run > 0) deckReady.push(readyMs / 1000);
    await context.close();
  }
  record(
    'share link: deck ready on a phone (4× CPU, slow 4G)',
    deckReady,
    's',
    Number.POSITIVE_INFINITY,
  );
  await browser.close();

  // Lighthouse (a devDependency, run from node_modules) unless LIGHTHOUSE=0; LIGHTHOUSE=<path of
  // lighthouse/cli/index.js> runs another copy. Median of the runs like every other figure.
  if (process.env.LIGHTHOUSE !== '0') {
    const cli =
      process.env.LIGHTHOUSE && process.env.LIGHTHOUSE !== '1'
        ? process.env.LIGHTHOUSE
        : path.join(root, 'node_modules/lighthouse/cli/index.js');
    if (!fs.existsSync(cli)) {
      console.log(`Lighthouse: not run (no ${cli}; npm ci installs it)`);
    } else {
      const login: number[] = [];
      const customer: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const scores = await lighthouseScores(cli, base, customerUrl, tokens);
        if (scores.login !== null) login.push(scores.login);
        if (scores.customer !== null) customer.push(scores.customer);
      }
      if (login.length) record('Lighthouse mobile performance /login', login, '', 90, 'min');
      else console.log('Lighthouse /login: no score');
      if (customer.length)
        record('Lighthouse mobile performance /customers/{id}', customer, '', 80, 'min');
      else console.log('Lighthouse /customers/{id}: no score');
    }
  }

  // Start-up on existing data, then idle memory of the whole process tree.
  const startups: number[] = [];
  const rss: number[] = [];
  const processes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await bench.stop(server);
    server = bench.start();
    startups.push(await bench.waitHealthy(server));
    await new Promise((r) => setTimeout(r, 3000));
    const tree = processTree(server.pid!);
    rss.push(rssMb(tree));
    processes.push(tree.length);
  }
  record('server start-up on existing data', startups, 'ms', 1000);
  record('server idle RSS (whole process tree)', rss, 'MB', Number.POSITIVE_INFINITY);
  record('server processes', processes, '', 1);
} finally {
  await bench.stop(server);
  bench.removeData();
}

console.log(`\nWeb bench, built app, median of ${RUNS} runs (${os.cpus().length} cores)\n`);
let missed = 0;
const digits = (f: Figure, v: number) =>
  f.unit === 's' ? v.toFixed(2) : f.unit === 'KB' ? v.toFixed(1) : v.toFixed(0);
for (const f of figures) {
  const hasGoal = Number.isFinite(f.goal);
  const ok = !hasGoal || (f.kind === 'max' ? f.value <= f.goal : f.value >= f.goal);
  if (!ok) missed += 1;
  const unit = f.unit ? ` ${f.unit}` : '';
  console.log(
    `${f.name}: ${digits(f, f.value)}${unit}` +
      (hasGoal
        ? ` (goal ${f.kind === 'max' ? '≤' : '≥'} ${f.goal}${unit}: ${ok ? 'met' : 'MISSED'})`
        : '') +
      `  [runs ${f.runs.map((v) => digits(f, v)).join(', ')}]`,
  );
}
if (missed) {
  console.log(`\n${missed} goal(s) MISSED`);
  process.exitCode = 1;
}

// `npm run load`: 50 simulated reps against the BUILT server on this machine. See
// docs/decisions/0030-load-and-save-path.md. Bounded (duration, requests, a watchdog) and loopback
// only: it starts its own server on 127.0.0.1 and uses only a PostgreSQL server on this machine.
//
//   npm run load                       PostgreSQL: 50 reps with think time, then no think time
//   npm run load -- --db both          … and the same on PGlite
//   npm run load -- --mode think --duration 30 --reps 20 --concurrency 6 --cpu-prof
import { parseArgs } from 'node:util';
import { ensureServerBuilt } from '../lib.mjs';
import { HttpClient } from './http-client.mjs';
import { runRep } from './rep-session.mjs';
import { seedReps } from './seed-reps.mjs';
import { fmt, percentile, Stats } from './stats.mjs';
import { startTargetServer } from './target-server.mjs';

const LIMITS = { duration: 600, reps: 200, requests: 1_000_000 };
const GOALS = { thinkRead: 200, thinkSave: 400, maxAll: 200 };

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    mode: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '60' },
    'max-duration': { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    reps: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '8' },
    'max-requests': { type: 'string', default: '200000' },
    role: { type: 'string', default: 'Admin' },
    'postgres-url': {
      type: 'string',
      default: process.env.LOAD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'cpu-prof': { type: 'boolean', default: false },
  },
});

function bounded(name, value, max, min = 1) {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${name} must be a number from ${min} to ${max} (got ${value}).`);
    process.exit(2);
  }
  return n;
}

const opts = {
  duration: bounded('duration', args.duration, LIMITS.duration),
  maxDuration: bounded('max-duration', args['max-duration'], LIMITS.duration),
  warmup: bounded('warmup', args.warmup, 60, 0),
  reps: bounded('reps', args.reps, LIMITS.reps),
  concurrency: 0,
  maxRequests: bounded('max-requests', args['max-requests'], LIMITS.requests),
};
opts.concurrency = bounded('concurrency', args.concurrency, opts.reps);
const dbs = args.db === 'both' ? ['postgres', 'pglite'] : [args.db];
const modes = args.mode === 'both' ? ['think', 'max'] : [args.mode];
if (
  !dbs.every((d) => d === 'postgres' || d === 'pglite') ||
  !modes.every((m) => m === 'think' || m === 'max')
) {
  console.error('--db is postgres, pglite or both; --mode is think, max or both.');
  process.exit(2);
}

// Watchdog: whatever happens, the run ends.
const budgetMs =
  dbs.length *
  (modes.length * (Math.max(opts.duration, opts.maxDuration) + opts.warmup) + 300) *
  1000;
const cleanups = new Set();
const watchdog = setTimeout(async () => {
  console.error(`Load run exceeded its ${Math.round(budgetMs / 1000)} s budget; stopping.`);
  for (const c of cleanups) await c().catch(() => undefined);
  process.exit(3);
}, budgetMs);
watchdog.unref();
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, async () => {
    for (const c of cleanups) await c().catch(() => undefined);
    process.exit(130);
  });

let sent = 0;
const takeRequest = () => {
  if (sent >= opts.maxRequests) return false;
  sent++;
  return true;
};

/** Runs one phase; `workers` is a list of reps (one loop each). Returns its Stats. */
async function phase(client, workers, { seconds, warmup, thinkMs }) {
  const stats = new Stats();
  const now = Date.now();
  const measureFrom = now + warmup * 1000;
  const stopAt = measureFrom + seconds * 1000;
  const shouldStop = () => Date.now() >= stopAt || sent >= opts.maxRequests;
  const callFor = (rep) => async (name, kind, method, path, body) => {
    const res = await client.request(method, path, { token: rep.token, body });
    const at = Date.now();
    if (!res.skipped && at >= measureFrom && at <= stopAt + 30_000)
      stats.record(name, kind, res.status, res.ms);
    return res;
  };
  stats.startedAt = measureFrom;
  await Promise.all(
    workers.map(async (rep, i) => {
      // Spread the start like reps arriving over a few seconds.
      await new Promise((r) => setTimeout(r, thinkMs() > 0 ? Math.random() * 3000 : i * 20));
      await runRep(rep, { call: callFor(rep), thinkMs, shouldStop });
    }),
  );
  stats.endedAt = Math.max(Date.now(), measureFrom + 1);
  return stats;
}

const verdict = (value, goal) => (value < goal ? 'met' : 'MISSED');

function report(title, stats, goals) {
  const all = [...stats.byKind.read, ...stats.byKind.save];
  const lines = [`\n${title}`];
  lines.push(
    `  requests ${stats.count} in ${stats.seconds.toFixed(1)} s = ${(stats.count / stats.seconds).toFixed(1)} req/s; errors ${stats.errorCount} (goal 0: ${stats.errorCount === 0 ? 'met' : 'MISSED'})`,
  );
  const row = (label, values, goal) =>
    `  ${label.padEnd(6)} n=${String(values.length).padEnd(6)} p50 ${fmt(percentile(values, 50)).padEnd(9)} p95 ${fmt(percentile(values, 95)).padEnd(9)}` +
    (goal ? ` (goal < ${goal} ms: ${verdict(percentile(values, 95), goal)})` : '') +
    `  p99 ${fmt(percentile(values, 99))}`;
  lines.push(row('reads', stats.byKind.read, goals.read));
  lines.push(row('saves', stats.byKind.save, goals.save));
  lines.push(row('all', all, goals.all));
  lines.push('  by call:');
  for (const [name, values] of [...stats.byName].sort()) {
    lines.push(
      `    ${name.padEnd(24)} n=${String(values.length).padEnd(6)} p50 ${fmt(percentile(values, 50)).padEnd(9)} p95 ${fmt(percentile(values, 95))}`,
    );
  }
  for (const [key, n] of stats.errors) lines.push(`  error: ${key} × ${n}`);
  console.log(lines.join('\n'));
  const missed = [];
  if (stats.errorCount > 0) missed.push('errors');
  if (stats.count === 0) missed.push('no requests');
  for (const [kind, values] of [
    ['read', stats.byKind.read],
    ['save', stats.byKind.save],
    ['all', all],
  ]) {
    if (goals[kind] && !(percentile(values, 95) < goals[kind])) missed.push(`${kind} p95`);
  }
  return missed.map((m) => `${title}: ${m}`);
}

async function runDatabase(db) {
  const server = await startTargetServer({
    db,
    postgresUrl: args['postgres-url'],
    nodeArgs: args['cpu-prof']
      ? ['--cpu-prof', `--cpu-prof-dir=${process.cwd()}/load-profiles`]
      : [],
  });
  cleanups.add(server.stop);
  const client = new HttpClient(server.baseUrl, { timeoutMs: 30_000, onRequest: takeRequest });
  const missed = [];
  try {
    const label = server.label;
    console.log(
      `\n== ${label}: server pid ${server.pid} at ${server.baseUrl}; creating ${opts.reps} reps (role ${args.role}) …`,
    );
    const { reps } = await seedReps(client, { count: opts.reps, role: args.role });
    sent = 0;
    for (const mode of modes) {
      if (mode === 'think') {
        const stats = await phase(client, reps, {
          seconds: opts.duration,
          warmup: opts.warmup,
          thinkMs: () => 1000 + Math.random() * 2000,
        });
        missed.push(
          ...report(
            `${db === 'postgres' ? 'PostgreSQL' : 'PGlite'} · ${opts.reps} reps, think time 1–3 s, ${opts.duration} s`,
            stats,
            {
              read: GOALS.thinkRead,
              save: GOALS.thinkSave,
            },
          ),
        );
      } else {
        const workers = reps.slice(0, opts.concurrency);
        const stats = await phase(client, workers, {
          seconds: opts.maxDuration,
          warmup: opts.warmup,
          thinkMs: () => 0,
        });
        missed.push(
          ...report(
            `${db === 'postgres' ? 'PostgreSQL' : 'PGlite'} · no think time, ${opts.concurrency} reps at once, ${opts.maxDuration} s`,
            stats,
            {
              all: GOALS.maxAll,
            },
          ),
        );
      }
    }
    if (sent >= opts.maxRequests)
      console.log(`  (stopped at the request limit, ${opts.maxRequests})`);
  } finally {
    client.close();
    await server.stop();
    cleanups.delete(server.stop);
  }
  return missed;
}

if ((await ensureServerBuilt()) !== 0) process.exit(1);
const missed = [];
for (const db of dbs) {
  try {
    missed.push(...(await runDatabase(db)));
  } catch (err) {
    console.error(`\n${db}: ${err.message}`);
    missed.push(`${db}: failed to run`);
  }
}
console.log(
  missed.length === 0
    ? '\nEvery goal met.'
    : `\nGoals missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`,
);
process.exit(missed.length === 0 ? 0 : 1);

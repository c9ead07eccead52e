// `npm test`: lint, format, typecheck, unit (core, web, the server without a database), API (PGlite
// and PostgreSQL) and browser tests. Prints one closing line `N passed, N failed` counting every test and every check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { bin, ensureInstalled, ensureServerBuilt, ensureWebBuilt, root, run } from './lib.mjs';

ensureInstalled();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
const started = Date.now();
/** When the step being recorded started (set by each step). */
let stepStarted = started;
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function record(name, passed, failed, skipped = 0, ms = Date.now() - stepStarted) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  summary.push(
    `${failed ? 'FAIL' : 'ok  '} ${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds(ms)})`,
  );
}

/** Runs a command with its output captured: { code, output }. */
function capture(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * The static checks (lint, format, the four typechecks), two at a time: each is one
 * single-threaded process, and this machine has two cores. Each check's output is printed
 * whole when the check ends (never interleaved); each check counts as one test.
 */
async function checks(list) {
  const t0 = Date.now();
  const results = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      const [name, cmd, args] = list[i];
      const began = Date.now();
      results[i] = { ...(await capture(cmd, args)), ms: Date.now() - began };
      console.log(`\n=== ${name} ===\n${results[i].output.trimEnd()}`);
    }
  };
  await Promise.all([worker(), worker()]);
  list.forEach(([name], i) => {
    const ok = results[i].code === 0;
    record(name, ok ? 1 : 0, ok ? 0 : 1, 0, results[i].ms);
  });
  summary.push(`     (the static checks took ${seconds(Date.now() - t0)} in all, two at a time)`);
}

async function vitest(name, args, env = {}) {
  stepStarted = Date.now();
  console.log(`\n=== ${name} ===`);
  const file = path.join(out, `${name.replace(/\W+/g, '-')}.json`);
  const code = await run(
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { env },
  );
  if (!fs.existsSync(file)) return record(name, 0, 1);
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failedSuites = r.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  ).length;
  const failed =
    r.numFailedTests + failedSuites + (code !== 0 && r.numFailedTests + failedSuites === 0 ? 1 : 0);
  record(name, r.numPassedTests, failed, r.numPendingTests + r.numTodoTests);
  // Name each failure in the summary too, so the last lines of a long run say what failed.
  for (const s of r.testResults) {
    const where = path.relative(root, s.name);
    if (s.status === 'failed' && s.assertionResults.length === 0)
      summary.push(`       ✗ ${where}: ${firstLine(s.message)}`);
    for (const t of s.assertionResults.filter((a) => a.status === 'failed'))
      summary.push(`       ✗ ${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
}

/** [file, title, first error] of every Playwright spec that failed on its last try. */
function failedSpecs(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const results = spec.tests.flatMap((t) => t.results);
        return [spec.file, spec.title, results.at(-1)?.error?.message];
      }),
    ...failedSpecs(suite.suites ?? []),
  ]);
}

/** The first line of an error message, short enough for the summary. */
function firstLine(message = '') {
  const plain = String(message).replace(
    new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'),
    '',
  );
  const line = plain.trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

function reachable(url) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    socket.setTimeout(2000);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

const staticChecks = [];
if (want('lint')) staticChecks.push(['lint', bin('eslint'), ['.', '--max-warnings=0']]);
if (want('format'))
  staticChecks.push(['format', bin('prettier'), ['--check', '.', '--log-level=warn']]);
if (want('typecheck')) {
  for (const p of ['apps/web', 'apps/server', 'e2e', 'packages/core'])
    staticChecks.push([`typecheck ${p}`, bin('tsc'), ['-p', p]]);
}
await checks(staticChecks);
if (want('unit'))
  await vitest('unit (core, web, server)', [
    '--project',
    'core',
    '--project',
    'web',
    '--project',
    'server-unit',
  ]);
if (want('api')) await vitest('api on PGlite', ['--project', 'server'], { TEST_DATABASE_URL: '' });
if (want('api-pg')) {
  const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await reachable(pgUrl))
    await vitest('api on PostgreSQL', ['--project', 'server'], { TEST_DATABASE_URL: pgUrl });
  else if (process.env.CI) record(`api on PostgreSQL (${pgUrl} unreachable)`, 0, 1);
  else summary.push(`skip api on PostgreSQL: ${pgUrl} is not reachable (set TEST_DATABASE_URL)`);
}
// The two-minute SMTP outage in real time (scripts/outage/smtp-outage.mjs, decision 0068) mostly
// waits, so it runs beside the browser tests, on the same build.
let outage = null;
if (want('e2e') || want('outage')) {
  if ((await ensureWebBuilt()) !== 0 || (await ensureServerBuilt()) !== 0) {
    record('build for the browser tests', 0, 1);
  } else if (want('outage')) {
    const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    if (await reachable(pgUrl)) {
      const began = Date.now();
      outage = capture('node', ['scripts/outage/smtp-outage.mjs']).then((r) => ({
        ...r,
        ms: Date.now() - began,
      }));
    } else if (process.env.CI) record('smtp outage (PostgreSQL missing)', 0, 1);
    else summary.push(`skip smtp outage: needs PostgreSQL at ${pgUrl}`);
  }
}
if (want('e2e')) {
  stepStarted = Date.now();
  console.log('\n=== browser (e2e) ===');
  const results = path.join(root, 'e2e/artifacts/results.json');
  fs.rmSync(results, { force: true });
  const code = await run('npm', ['run', 'test', '-w', '@pb/e2e'], {
    env: { E2E_SKIP_BUILD: '1' },
  });
  if (fs.existsSync(results)) {
    const report = JSON.parse(fs.readFileSync(results, 'utf8'));
    const s = report.stats;
    record(
      'browser (e2e)',
      s.expected + s.flaky,
      s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0),
      s.skipped,
    );
    for (const [file, title, message] of failedSpecs(report.suites ?? []))
      summary.push(`       ✗ e2e/${file} › ${title}: ${firstLine(message)}`);
  } else record('browser (e2e)', 0, 1);
}

if (outage) {
  const { code, output, ms } = await outage;
  console.log(`\n=== smtp outage (2 min, real time) ===\n${output.trimEnd()}`);
  const m = /^(\d+) passed, (\d+) failed$/m.exec(output);
  if (m)
    record('smtp outage', Number(m[1]), Number(m[2]) + (code !== 0 && m[2] === '0' ? 1 : 0), 0, ms);
  else record('smtp outage', 0, 1, 0, ms);
}

if (want('cluster')) {
  // After the browser tests, whose build it reuses: three built instances behind nginx on a fresh
  // PostgreSQL database, restarted one at a time under load (scripts/cluster/cluster.mjs,
  // decision 0049). Each of its checks counts as a test.
  stepStarted = Date.now();
  const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if ((await reachable(pgUrl)) && fs.existsSync(nginx)) {
    console.log('\n=== cluster ===');
    const { code, output } = await capture('node', ['scripts/cluster/cluster.mjs']);
    console.log(output.trimEnd());
    const m = /^(\d+) passed, (\d+) failed$/m.exec(output);
    if (m) record('cluster', Number(m[1]), Number(m[2]) + (code !== 0 && m[2] === '0' ? 1 : 0));
    else record('cluster', 0, 1);
  } else if (process.env.CI) record('cluster (PostgreSQL or nginx missing)', 0, 1);
  else summary.push(`skip cluster: needs PostgreSQL at ${pgUrl} and nginx (${nginx})`);
}

console.log('\n' + summary.join('\n'));
console.log(`\nnpm test took ${seconds(Date.now() - started)}`);
fs.rmSync(out, { recursive: true, force: true });
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed ? 1 : 0);

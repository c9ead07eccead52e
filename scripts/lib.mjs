// Shared helpers for the repository scripts (Node built-ins only: they run before `npm install`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Runs a command, streaming its output; resolves with the exit code. */
/**
 * Runs a command with inherited output; resolves with its exit code. With `timeoutMs`, a run that
 * takes longer is stopped (SIGTERM, then SIGKILL after 10 s) and resolves 1.
 */
export function run(cmd, args, { timeoutMs, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    let timedOut = false;
    const timer =
      timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        console.error(
          `\n${path.basename(args.at(-1) ?? cmd)} did not finish in ${timeoutMs / 60_000} min: stopped.`,
        );
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }, timeoutMs);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve(timedOut ? 1 : (code ?? (signal ? 1 : 0)));
    });
  });
}

/**
 * Runs a build step with its output kept in a log file (`.build-logs/<name>.log`) instead of on
 * the terminal: prints one line when it starts and one when it ends; on failure, the log's last
 * 60 lines. Resolves with the exit code.
 */
export async function runQuiet(label, cmd, args, options = {}) {
  const dir = path.join(root, '.build-logs');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${label.replace(/\W+/g, '-').toLowerCase()}.log`);
  const out = fs.openSync(file, 'w');
  const started = Date.now();
  process.stdout.write(`${label}… `);
  const code = await run(cmd, args, { ...options, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
  if (code === 0) {
    console.log(`done (${took})`);
  } else {
    console.log(`failed after ${took}; the end of ${path.relative(root, file)}:`);
    console.log(fs.readFileSync(file, 'utf8').split('\n').slice(-60).join('\n'));
  }
  return code;
}

export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** The newest modification time of any file under the given folders. */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === 'dist') return;
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

/**
 * Builds the web app when its output is missing or older than its sources.
 */
export async function ensureWebBuilt() {
  const outputs = [path.join(root, 'apps/web/dist/index.html')];
  const sources = newestMtime([
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'packages/core/src',
  ]);
  if (outputs.every((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs >= sources))
    return 0;
  return runQuiet('Building the web app', 'npm', ['run', 'build', '-w', '@pb/web'], {
    env: { NODE_ENV: 'production' },
  });
}

/** Builds the server bundle (apps/server/dist/server.mjs) when missing or older than its sources. */
export async function ensureServerBuilt() {
  const bundle = path.join(root, 'apps/server/dist/server.mjs');
  const sources = newestMtime(['apps/server/src', 'apps/server/build.mjs', 'packages/core/src']);
  if (fs.existsSync(bundle) && fs.statSync(bundle).mtimeMs >= sources) return 0;
  return runQuiet('Building the server', 'npm', ['run', 'build', '-w', '@pb/server']);
}

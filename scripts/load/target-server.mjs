// Starts the BUILT server (apps/server/dist/server.mjs, plain node) for a load run: PostgreSQL on
// a scratch database created here and dropped afterwards, or PGlite in a temporary folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from '../lib.mjs';
import { assertLoopback } from './http-client.mjs';

const SCRATCH_PREFIX = 'pb_load_';

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Creates an empty scratch database on the (loopback) PostgreSQL server; returns its URL and a drop(). */
async function createScratchDatabase(serverUrl) {
  assertLoopback(serverUrl.replace(/^postgres(ql)?:/, 'http:'), 'The PostgreSQL server');
  const name = `${SCRATCH_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      // Only ever the database this run created (the name is ours and carries the prefix).
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
  return { url: url.toString(), name, drop };
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on 127.0.0.1 with demo sign-in (loopback callers only) and quiet logs.
 * `db` is 'postgres' (needs `postgresUrl`, a loopback server) or 'pglite'. Resolves with
 * { baseUrl, label, stop() }; stop() ends the server and removes the scratch database / folder.
 */
export async function startTargetServer({ db, postgresUrl, nodeArgs = [] }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-load-'));
  const scratch = db === 'postgres' ? await createScratchDatabase(postgresUrl) : null;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/server/dist/server.mjs')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: scratch ? scratch.url : '',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        // One line per request at info would measure the log formatter; warnings still show.
        LOG_LEVEL: 'warn',
        DEMO_SIGN_IN: 'auto',
        GOOGLE_CLIENT_ID: '',
        FACEBOOK_APP_ID: '',
        // 50 reps sign in from one address, and the no-think-time mode writes far faster than a rep.
        AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
        WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      },
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (scratch)
      await scratch
        .drop()
        .catch((e) => console.error(`could not drop ${scratch.name}: ${e.message}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    baseUrl,
    label: scratch ? `PostgreSQL (scratch database ${scratch.name})` : 'PGlite',
    stop,
    pid: child.pid,
  };
}

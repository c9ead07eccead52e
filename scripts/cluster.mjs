// Cluster check (issue 36, partly): three built instances (apps/server/dist/server.mjs) start at
// the same moment on an empty PostgreSQL database behind Debian's nginx (deploy/nginx.conf with
// loopback ports); all must become ready with the migrations and the demo data there once. Then
// 50 clients read through the proxy while each instance in turn gets SIGTERM and starts again:
// every request must succeed. Not covered yet: saves, chat over WebSockets and uploads (object
// storage) during the restarts. Needs `npm run build -w @pb/web && npm run build -w @pb/server`
// and TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). Loopback only.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 3150);
const PORTS = [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];
const CLIENTS = 50;
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `pb_cluster_${process.pid}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cluster-'));
const deadline = Date.now() + 180_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;

const children = new Map();
function start(port) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: work,
      JWT_SECRET: 'cluster-secret-'.padEnd(48, 'x'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += String(c)));
  children.set(port, { child, output: () => out });
}
async function waitReady(port) {
  while (Date.now() < deadline) {
    const res = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null);
    if (res?.ok) return;
    await sleep(250);
  }
  throw new Error(`instance on ${port} did not become ready`);
}

let nginx;
let failures = 0;
let requests = 0;
try {
  for (const port of PORTS) start(port); // at the same moment
  await Promise.all(PORTS.map(waitReady));
  const seeded = PORTS.filter((p) => children.get(p).output().includes('Seeded demo data')).length;
  const journal = JSON.parse(
    fs.readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const applied = (await db.query('select count(*)::int n from drizzle.__drizzle_migrations'))
    .rows[0].n;
  await db.end();
  console.log(
    `3 instances ready; seeded by ${seeded}; migrations ${applied}/${journal.entries.length}`,
  );
  if (seeded !== 1 || applied !== journal.entries.length)
    throw new Error('start-up ran twice or not at all');

  const conf = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/app(\d):3000/g, (_m, n) => `127.0.0.1:${PORTS[Number(n) - 1]}`)
    .replace('listen 8080', `listen 127.0.0.1:${BASE_PORT}`)
    .replaceAll('/tmp/pb-nginx', path.join(work, 'nginx'));
  fs.writeFileSync(path.join(work, 'nginx.conf'), conf);
  nginx = spawn(
    '/usr/sbin/nginx',
    ['-c', path.join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  );
  await sleep(500);

  let stop = false;
  const proxy = `http://127.0.0.1:${BASE_PORT}`;
  const client = async () => {
    while (!stop) {
      for (const p of ['/api/config', '/api/auth/providers', '/api/ready']) {
        requests += 1;
        const res = await fetch(proxy + p).catch((e) => ({ ok: false, status: e.message }));
        if (!res.ok) {
          failures += 1;
          console.error(`failed: ${p} ${res.status}`);
        }
        await res.text?.().catch(() => undefined);
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  for (const port of PORTS) {
    const { child } = children.get(port);
    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`instance on ${port} exited ${code} on SIGTERM`);
    start(port);
    await waitReady(port);
    console.log(`restarted ${port}`);
  }
  stop = true;
  await Promise.all(clients);
  console.log(`${requests} requests through the proxy during the restarts, ${failures} failed`);
  if (failures > 0) process.exitCode = 1;
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  nginx?.kill('SIGTERM');
  for (const { child } of children.values()) child.kill('SIGTERM');
  await sleep(1500);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  execFileSync('rm', ['-rf', work]);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Real server processes (the tests' build of it, serverEntry) on one fresh PostgreSQL database made from the
 * test template, as behind a load balancer. PostgreSQL only: PGlite is one process's database.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Instance {
  url: string;
  process: ChildProcess;
}

export interface InstanceCluster {
  /** The cluster's database (tests read and arrange rows in it directly). */
  databaseUrl: string;
  /** Starts one server process; `env` adds or overrides its settings. */
  start(port: number, env?: Record<string, string>): Promise<Instance>;
  kill(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh database from the template; `start` runs one server process on it per call. */
export async function createInstanceCluster(prefix: string): Promise<InstanceCluster> {
  const template = inject('dbTemplate');
  if (template.kind !== 'postgres') throw new Error('server instances need PostgreSQL');
  const dbName = `pb_t_${prefix}_${randomBytes(4).toString('hex')}`;
  const { adminUrl } = template;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template.template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-two-'));
  const secret = randomBytes(32).toString('hex');
  const running: Instance[] = [];

  async function start(port: number, extraEnv: Record<string, string> = {}): Promise<Instance> {
    const child = spawn(process.execPath, [inject('serverEntry')], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: secret,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        ...extraEnv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) throw new Error(`instance on ${port} did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const instance = { url: base, process: child };
    running.push(instance);
    return instance;
  }

  /** Kills the process (if it has not died already) and forgets it. */
  async function kill(instance: Instance) {
    const { process: child } = instance;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    const at = running.indexOf(instance);
    if (at >= 0) running.splice(at, 1);
  }

  async function stop() {
    for (const i of [...running]) await kill(i);
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { databaseUrl, start, kill, stop };
}

export async function demoLogin(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Demo', email }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { accessToken: string; refreshToken: string };
}

/** A JSON call that must succeed; its parsed answer. */
export async function call<T>(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const res = await send(base, token, method, url, body);
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A JSON call whatever it answers. */
export function send(base: string, token: string, method: string, url: string, body?: unknown) {
  return fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

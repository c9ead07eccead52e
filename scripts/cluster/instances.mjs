// Built server instances on their own fresh PostgreSQL database, for the runs that start real
// processes (`npm run cluster`, the SMTP outage run): a free port, an empty database, one server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { root } from '../lib.mjs';
import { assertLoopback } from '../load/http-client.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function createEmptyDatabase(serverUrl) {
  assertLoopback(serverUrl.replace(/^postgres(ql)?:/, 'http:'), 'The PostgreSQL server');
  const name = `pb_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** One server process; `start()` again after it stopped runs a new one on the same port. */
export function serverInstance(index, port, env) {
  const instance = {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    child: null,
    stderr: '',
    start() {
      this.stderr = '';
      this.child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, ...env, PORT: String(port) },
      });
      this.child.stderr.on('data', (c) => (this.stderr += c));
      return this;
    },
    async waitReady(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (this.child.exitCode !== null)
          throw new Error(
            `instance ${index} exited (${this.child.exitCode}): ${this.stderr.trim()}`,
          );
        const res = await fetch(`${this.url}/api/ready`).catch(() => null);
        if (res?.status === 200) return;
        await sleep(150);
      }
      throw new Error(`instance ${index} was not ready in ${timeoutMs / 1000} s`);
    },
    /** SIGTERM, as an orchestrator stops a replica; resolves with the exit code. */
    async stop() {
      if (!this.child || this.child.exitCode !== null) return this.child?.exitCode ?? 0;
      const exited = new Promise((r) => this.child.once('exit', (code) => r(code)));
      this.child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(30_000).then(() => 'timeout')]);
      if (code === 'timeout') this.child.kill('SIGKILL');
      return code;
    },
  };
  return instance;
}

/**
 * The settings every instance of one run shares: its database, one signing secret, demo sign-in
 * on (no real providers), quiet logs; `extra` adds the run's own.
 */
export function instanceEnv(databaseUrl, extra = {}) {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    DEMO_SIGN_IN: 'auto',
    GOOGLE_CLIENT_ID: '',
    FACEBOOK_APP_ID: '',
    ...extra,
  };
}

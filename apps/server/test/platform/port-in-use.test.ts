import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../helpers/server-instances';

/**
 * The server's own start (its build, serverEntry) on PGlite, in a process of its own: a port held by
 * another program must end the start with a sentence and leave the embedded database whole.
 * Before, the process left PGlite's files open and the next start aborted inside PostgreSQL.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-port-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  };
  delete env.DATABASE_URL; // the embedded database, whatever this run's API tests use
  const child = spawn(process.execPath, [inject('serverEntry')], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe('starting on a port another program holds', () => {
  it('says so, exits 1, and the next start on a free port opens the same data', async () => {
    const holder = net.createServer();
    const busy = await freePort();
    await new Promise<void>((resolve) => holder.listen(busy, '127.0.0.1', resolve));
    try {
      const first = startServer(busy);
      expect(await first.exited).toBe(1);
      expect(first.output()).toContain(
        `Port ${busy} is in use by another program. Stop it, or start with PORT set to a free port.`,
      );
      // It had opened, migrated and seeded the database before it tried to listen.
      expect(first.output()).toContain('Seeded demo data into the empty database.');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }

    const port = await freePort();
    const second = startServer(port);
    try {
      const deadline = Date.now() + 60_000;
      let health: Response | null = null;
      while (!health && Date.now() < deadline) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (!health) await new Promise((r) => setTimeout(r, 200));
      }
      expect(health?.status, second.output()).toBe(200);
      // The seeded data is there: this start found it and seeded nothing.
      expect(second.output()).not.toContain('Seeded demo data');
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 120_000);
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startFailure } from '../../src/config/start-failure';
import { fetchTicket, openSocket } from '../helpers/realtime-client';
import { freePort } from '../helpers/server-instances';
import { CLOSER, createTestApp } from '../helpers/test-app';

/** Readiness, draining and restarts of one instance among several (decision 0049). */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('readiness and draining', () => {
  it('/api/ready answers 503 while draining; /api/health (liveness) stays 200', async () => {
    const t = await createTestApp();
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      t.app.lifecycle.draining = true;
      const draining = await t.app.inject({ url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining' });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('closing the app closes each socket with 1012 (service restart), which clients retry', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const socket = await openSocket(base, await fetchTicket(base, await t.tokenFor(CLOSER)));
      await socket.waitFor((m) => m.type === 'ready');
      await t.app.close();
      expect((await socket.closed).code).toBe(1012);
    } finally {
      await t.close();
    }
  });
});

describe('a start that fails', () => {
  it('prints one line with the cause and exits 1', async () => {
    const closedPort = await freePort();
    const child = spawn(process.execPath, [inject('serverEntry')], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/none`,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Proposal Builder could not start: .*ECONNREFUSED/);
  }, 60_000);

  it('names each cause once, first lines only', () => {
    const inner = new Error('duplicate key value violates unique constraint "x"\n  at …');
    const outer = new Error('Failed query: \nCREATE SCHEMA "drizzle"', { cause: inner });
    expect(startFailure(outer)).toBe(
      'Proposal Builder could not start: Failed query: duplicate key value violates unique constraint "x"',
    );
    expect(startFailure('plain')).toBe('Proposal Builder could not start: plain');
  });
});

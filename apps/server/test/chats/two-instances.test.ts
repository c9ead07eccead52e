import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatMessage, ChatRequest, RealtimeServerMessage } from '@pb/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchTicket, openSocket, type TestSocket } from '../helpers/realtime-client';
import { isPostgres } from '../helpers/test-database';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: a message
 * sent through one reaches a socket on the other (LISTEN/NOTIFY), and a client whose instance
 * is killed reconnects to its restarted instance and loses nothing.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Instance {
  url: string;
  process: ChildProcess;
}

let databaseUrl = '';
let dbName = '';
let dataDir = '';
const secret = randomBytes(32).toString('hex');
const running: Instance[] = [];

async function startInstance(port: number): Promise<Instance> {
  // One process per instance (node with the tsx loader), so SIGKILL really kills the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`instance on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const instance = { url, process: child };
  running.push(instance);
  return instance;
}

async function kill(instance: Instance) {
  const exited = new Promise((r) => instance.process.once('exit', r));
  instance.process.kill('SIGKILL');
  await exited;
  running.splice(running.indexOf(instance), 1);
}

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Demo', email }),
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function call<T>(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const messageTexts = (s: TestSocket) =>
  s.received.flatMap((m: RealtimeServerMessage) => (m.type === 'message' ? [m.message] : []));

describe.skipIf(!isPostgres())('two server instances on one PostgreSQL', () => {
  beforeAll(async () => {
    const template = inject('dbTemplate');
    if (template.kind !== 'postgres') return;
    dbName = `pb_t_${template.template.replace('pb_template_', '')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template.template}`);
    await admin.end();
    const url = new URL(template.adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-two-'));
  }, 60_000);

  afterAll(async () => {
    for (const i of [...running]) await kill(i);
    const template = inject('dbTemplate');
    if (template.kind === 'postgres' && dbName) {
      const c = new pg.Client({ connectionString: template.adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('fans out across instances and loses nothing across a killed instance', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await startInstance(portA);
    let b = await startInstance(portB);
    const closerToken = await login(a.url, 'closer@example.com');
    const adminToken = await login(b.url, 'admin@example.com');

    const adminSocket = await openSocket(b.url, await fetchTicket(b.url, adminToken));
    await adminSocket.waitFor((m) => m.type === 'ready');

    // A request created through A shows up on B's board socket. The customer is one of the
    // Closer's own (seeded Maria Alvarez, whose lead he closes; decision 0027).
    const mine = await call<{ customers: { id: string }[] }>(
      a.url,
      closerToken,
      'GET',
      '/api/customers?searchTerm=Alvarez&page=0&pageSize=25',
    );
    const customer = mine.customers[0]!;
    const request = await call<ChatRequest>(a.url, closerToken, 'POST', '/api/chats/requests', {
      customerId: customer.id,
      initial: true,
      startMessage: 'Two instances',
    });
    await adminSocket.waitFor((m) => m.type === 'request-changed' && m.requestId === request.id);

    const closerSocket = await openSocket(a.url, await fetchTicket(a.url, closerToken));
    await closerSocket.waitFor((m) => m.type === 'ready');
    for (const s of [closerSocket, adminSocket]) {
      s.send({ type: 'subscribe', requestId: request.id, afterMessageId: 0 });
      await s.waitFor((m) => m.type === 'subscribed');
    }

    await call(b.url, adminToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
      text: 'from B',
    });
    await closerSocket.waitFor((m) => m.type === 'message' && m.message.text === 'from B');
    await call(a.url, closerToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
      text: 'from A',
    });
    await adminSocket.waitFor((m) => m.type === 'message' && m.message.text === 'from A');

    // Kill B: its client is cut off while A keeps taking messages.
    const lastSeen = Math.max(...messageTexts(adminSocket).map((m) => m.id));
    await kill(b);
    await adminSocket.closed;
    for (const text of ['while down 1', 'while down 2', 'while down 3']) {
      await call(a.url, closerToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
        text,
      });
    }

    // B comes back; the client reconnects (as the web client does) and catches up from its id.
    b = await startInstance(portB);
    const again = await openSocket(b.url, await fetchTicket(b.url, adminToken));
    again.send({ type: 'subscribe', requestId: request.id, afterMessageId: lastSeen });
    await again.waitFor((m) => m.type === 'subscribed');
    await call(a.url, closerToken, 'POST', `/api/chats/requests/${request.id}/messages`, {
      text: 'after restart',
    });
    await again.waitFor((m) => m.type === 'message' && m.message.text === 'after restart');

    const all = await call<ChatMessage[]>(
      a.url,
      adminToken,
      'GET',
      `/api/chats/requests/${request.id}/messages`,
    );
    const seen = new Map<number, string>();
    for (const m of [...messageTexts(adminSocket), ...messageTexts(again)]) seen.set(m.id, m.text);
    expect([...seen.entries()].sort((x, y) => x[0] - y[0]).map(([, text]) => text)).toEqual(
      all.map((m) => m.text),
    );
    expect(all.map((m) => m.text)).toEqual([
      'from B',
      'from A',
      'while down 1',
      'while down 2',
      'while down 3',
      'after restart',
    ]);
    for (const s of [closerSocket, again]) s.close();
  }, 180_000);
});

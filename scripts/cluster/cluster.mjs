// `npm run cluster` (and a step of `npm test`): three built server instances start at the same
// moment on an empty PostgreSQL database, behind nginx, with files in (fake, local) object
// storage; 50 simulated reps work through the proxy (reads, saves, chat over WebSockets, chat
// images) while the instances are restarted one at a time. Prints each check and closes with
// `N passed, N failed`. Loopback only; bounded in time (decision 0049).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { check, checksMade, runChecks } from './checks.mjs';
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root } from '../lib.mjs';
import { HttpClient } from '../load/http-client.mjs';
import { runRep } from '../load/rep-session.mjs';
import { seedReps } from '../load/seed-reps.mjs';
import { percentile } from '../load/stats.mjs';
import { startFakeS3 } from './fake-s3.mjs';
import { createEmptyDatabase, freePort, instanceEnv, serverInstance } from './instances.mjs';
import { startNginx } from './nginx-proxy.mjs';

const INSTANCES = 3;
const REPS = 50;
const CHAT_ROOMS = 10;
/** Seconds each restarted instance serves before the next one is restarted. */
const SETTLE_SECONDS = 6;
const HARD_LIMIT_MS = 8 * 60_000;
const S3 = {
  bucket: 'pb-cluster',
  region: 'us-east-1',
  key: 'AKIDCLUSTER',
  secret: 'cluster-secret',
};
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A rep's realtime socket through the proxy, re-opened (new ticket, catch-up) whenever closed. */
function roomWatcher(client, rep, requestId) {
  const seen = new Set();
  let lastId = 0;
  let socket = null;
  let closed = false;
  let reconnects = 0;
  const open = async () => {
    if (closed) return;
    const ticket = await client.request('POST', '/auth/refreshfirebaseauthtoken', {
      token: rep.token,
    });
    if (ticket.status !== 200) {
      await sleep(300);
      return open();
    }
    const ws = new WebSocket(
      `${client.base.origin.replace('http', 'ws')}/api/realtime?ticket=${encodeURIComponent(ticket.body.token)}`,
    );
    socket = ws;
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'subscribe', requestId, afterMessageId: lastId })),
    );
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.type === 'message' && m.message.requestId === requestId) {
        seen.add(m.message.id);
        lastId = Math.max(lastId, m.message.id);
      }
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (closed) return;
      reconnects++;
      setTimeout(() => void open(), 200);
    });
  };
  return {
    seen,
    get reconnects() {
      return reconnects;
    },
    start: open,
    close: () => {
      closed = true;
      socket?.close();
    },
  };
}

async function uploadChatImage(proxyUrl, token) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'roof.png');
  const res = await fetch(`${proxyUrl}/api/chats/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  }).catch(() => null);
  return { status: res?.status ?? 0, body: res?.ok ? await res.json() : null };
}

async function main() {
  ensureInstalled();
  if ((await ensureWebBuilt()) !== 0 || (await ensureServerBuilt()) !== 0) process.exit(1);
  const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createEmptyDatabase(pgUrl);
  const s3 = await startFakeS3();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cluster-'));
  const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
  const env = instanceEnv(db.url, {
    S3_ENDPOINT: s3.url,
    S3_BUCKET: S3.bucket,
    S3_REGION: S3.region,
    S3_ACCESS_KEY_ID: S3.key,
    S3_SECRET_ACCESS_KEY: S3.secret,
    TRUST_PROXY: '127.0.0.1',
    AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const instances = ports.map((port, i) =>
    serverInstance(i + 1, port, { ...env, DATA_DIR: path.join(dataDir, `i${i + 1}`) }),
  );
  let proxy = null;
  const watchers = [];
  try {
    // 1. All at once on the empty database.
    console.log(`Starting ${INSTANCES} instances at once on the empty database ${db.name}…`);
    const t0 = Date.now();
    instances.forEach((i) => i.start());
    const started = await Promise.allSettled(instances.map((i) => i.waitReady()));
    const failed = started.filter((s) => s.status === 'rejected');
    check(
      `${INSTANCES} instances started at the same moment on an empty database are all ready`,
      failed.length === 0,
      failed.length
        ? failed.map((f) => f.reason.message).join(' | ')
        : `${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    if (failed.length) return;
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const journal = JSON.parse(
      fs.readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
    );
    const migrations = Number(
      (await c.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count,
    );
    const admins = Number(
      (await c.query(`select count(*) from users where email = 'admin@example.com'`)).rows[0].count,
    );
    await c.end();
    check(
      'the schema and the demo data exist once',
      migrations === journal.entries.length && admins === 1,
      `${migrations} migrations recorded (${journal.entries.length} in the journal), ${admins} demo admin`,
    );

    // 2. The proxy in front, and 50 reps working through it.
    proxy = await startNginx({ listen: await freePort(), ports });
    let requestsSent = 0;
    const client = new HttpClient(proxy.url, { timeoutMs: 30_000, onRequest: () => true });
    const { reps } = await seedReps(client, { count: REPS, role: 'Admin' });
    const calls = [];
    const call = (rep) => async (name, _kind, method, p, body) => {
      const res = await client.request(method, p, { token: rep.token, body });
      requestsSent++;
      calls.push({ name, method, path: p, status: res.status, ms: res.ms });
      return res;
    };

    // Chat rooms: a request per rep for the first ten, each watched over its own socket.
    const rooms = [];
    for (const rep of reps.slice(0, CHAT_ROOMS)) {
      const res = await client.request('POST', '/chats/requests', {
        token: rep.token,
        body: {
          customerId: rep.customers[0].id,
          initial: true,
          startMessage: 'Cluster run: please design this home.',
        },
      });
      if (res.status !== 201)
        throw new Error(`chat request: ${res.status} ${JSON.stringify(res.body)}`);
      const watcher = roomWatcher(client, rep, res.body.id);
      watchers.push(watcher);
      await watcher.start();
      rooms.push({ rep, id: res.body.id, watcher, sent: [], images: [] });
    }

    // 3. Work while the instances are restarted one at a time.
    let stop = false;
    const restarts = [];
    const rolling = (async () => {
      await sleep(4000);
      for (const instance of instances) {
        const t = Date.now();
        const code = await instance.stop();
        instance.start();
        await instance.waitReady();
        restarts.push({ index: instance.index, code, ms: Date.now() - t });
        console.log(`  instance ${instance.index} restarted (exit ${code}, ${Date.now() - t} ms)`);
        await sleep(SETTLE_SECONDS * 1000);
      }
      stop = true;
    })();
    const repWork = reps.map(async (rep, i) => {
      await sleep(Math.random() * 2000);
      await runRep(rep, {
        call: call(rep),
        thinkMs: () => 300 + Math.random() * 900,
        shouldStop: () => stop,
      });
      void i;
    });
    const chatWork = rooms.map(async (room) => {
      let n = 0;
      while (!stop) {
        n++;
        const withImage = n % 3 === 0;
        let imagePath;
        if (withImage) {
          const up = await uploadChatImage(proxy.url, room.rep.token);
          requestsSent++;
          calls.push({
            name: 'chat image',
            method: 'POST',
            path: '/chats/images',
            status: up.status,
            ms: 0,
          });
          if (up.status === 201 || up.status === 200) imagePath = up.body.path;
        }
        const res = await client.request('POST', `/chats/requests/${room.id}/messages`, {
          token: room.rep.token,
          body: { text: `message ${n}`, ...(imagePath ? { imagePath } : {}) },
        });
        requestsSent++;
        calls.push({
          name: 'chat message',
          method: 'POST',
          path: 'messages',
          status: res.status,
          ms: res.ms,
        });
        if (res.status === 201) {
          room.sent.push(res.body.id);
          if (imagePath) room.images.push(imagePath);
        }
        await sleep(700 + Math.random() * 600);
      }
    });
    await rolling;
    await Promise.all([...repWork, ...chatWork]);
    await sleep(1500); // the last pushes arrive

    // 4. What was seen.
    const failedCalls = calls.filter((r) => r.status === 0 || r.status >= 500);
    const refused = calls.filter((r) => r.status >= 400 && r.status < 500);
    const times = calls.map((r) => r.ms).filter((ms) => ms > 0);
    check(
      `every instance was restarted once while the reps worked (SIGTERM, exit 0)`,
      restarts.length === INSTANCES && restarts.every((r) => r.code === 0),
      restarts.map((r) => `#${r.index}: exit ${r.code} in ${r.ms} ms`).join(', '),
    );
    check(
      `0 failed requests through the proxy during the rolling restart`,
      failedCalls.length === 0,
      `${calls.length} requests (p95 ${percentile(times, 95).toFixed(0)} ms), ${failedCalls.length} failed${
        failedCalls.length
          ? `: ${failedCalls
              .slice(0, 5)
              .map((f) => `${f.method} ${f.path} → ${f.status}`)
              .join('; ')}`
          : ''
      }`,
    );
    check(
      `no request refused (4xx) during the run`,
      refused.length === 0,
      refused.length
        ? refused
            .slice(0, 5)
            .map((f) => `${f.method} ${f.path} → ${f.status}`)
            .join('; ')
        : '',
    );
    const sent = rooms.reduce((n, r) => n + r.sent.length, 0);
    const missedLive = rooms.reduce(
      (n, r) => n + r.sent.filter((id) => !r.watcher.seen.has(id)).length,
      0,
    );
    check(
      'every chat message reached its room over the WebSocket (reconnecting through restarts)',
      sent > 0 && missedLive === 0,
      `${sent} messages in ${rooms.length} rooms, ${missedLive} missed, ${watchers.reduce((n, w) => n + w.reconnects, 0)} reconnects`,
    );
    let missingMessages = 0;
    let missingFiles = 0;
    let images = 0;
    for (const instance of instances) {
      const direct = new HttpClient(instance.url, { timeoutMs: 30_000, onRequest: () => true });
      for (const room of rooms) {
        const res = await direct.request('GET', `/chats/requests/${room.id}/messages?after=0`, {
          token: room.rep.token,
        });
        const ids = new Set((res.body ?? []).map((m) => m.id));
        missingMessages += room.sent.filter((id) => !ids.has(id)).length;
        for (const image of room.images) {
          images++;
          const file = await fetch(`${instance.url}/api/files/${image}`, {
            headers: { authorization: `Bearer ${room.rep.token}` },
          }).catch(() => null);
          if (file?.status !== 200) missingFiles++;
        }
      }
      direct.close();
    }
    check(
      'every chat message is visible from every instance',
      missingMessages === 0,
      `${sent} messages × ${INSTANCES} instances, ${missingMessages} missing`,
    );
    check(
      'every uploaded image is served by every instance (object storage)',
      images > 0 && missingFiles === 0 && s3.objects.size > 0,
      `${images / INSTANCES} images × ${INSTANCES} instances, ${missingFiles} missing; ${s3.objects.size} objects in the store`,
    );
    console.log(`(${requestsSent} requests in all)`);
    client.close();
  } finally {
    for (const w of watchers) w.close();
    await proxy?.stop();
    const codes = await Promise.all(instances.map((i) => i.stop()));
    if (checksMade() > 1)
      check(
        'every instance shuts down cleanly on SIGTERM',
        codes.every((c) => c === 0),
        codes.join(', '),
      );
    await s3.close();
    await db.drop().catch((e) => console.error(`could not drop ${db.name}: ${e.message}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runChecks('cluster run', HARD_LIMIT_MS, main);

// `npm run outage` (and a step of `npm test`, beside the browser tests): a two-minute SMTP outage
// in real time. Two built server instances on an empty PostgreSQL database, with the production
// job settings (first retry after 5 s, doubling), send notification emails through a local fake
// SMTP server that refuses every message (451, "try later") for two minutes. The run checks that
// every email is then delivered exactly once and recorded as sent. Prints each check and closes
// with `N passed, N failed`. Loopback only; bounded in time (decision 0068).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { check, runChecks } from '../cluster/checks.mjs';
import { ensureInstalled, ensureServerBuilt, ensureWebBuilt } from '../lib.mjs';
import {
  createEmptyDatabase,
  freePort,
  instanceEnv,
  serverInstance,
} from '../cluster/instances.mjs';
import { HttpClient } from '../load/http-client.mjs';
import { seedReps } from '../load/seed-reps.mjs';

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 120) * 1000;
const INSTANCES = 2;
/** Team members: each opens a design request, and every other one is emailed about it. */
const MEMBERS = 4;
/** After the outage: the backoff's next step (5 s doubling: attempts at 75 s, 155 s, 315 s…). */
const DELIVERED_WITHIN_MS = 6 * 60_000;
const HARD_LIMIT_MS = OUTAGE_MS + DELIVERED_WITHIN_MS + 3 * 60_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** A local SMTP server: refuses every recipient while `down`, else keeps each message. */
async function startFakeSmtp() {
  const state = { down: true, refused: 0, received: [] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.down) return callback();
      state.refused++;
      callback(Object.assign(new Error('try later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c.toString()));
      stream.on('end', () => {
        state.received.push({ to: session.envelope.rcptTo[0].address, raw });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The signed-in user's id, from the access token's subject. */
const userIdOf = (token) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;

async function main() {
  ensureInstalled();
  if ((await ensureWebBuilt()) !== 0 || (await ensureServerBuilt()) !== 0) process.exit(1);
  const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = await createEmptyDatabase(pgUrl);
  const smtp = await startFakeSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-outage-'));
  const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
  // The production job settings: nothing JOBS_* is set.
  const env = instanceEnv(db.url, {
    PUBLIC_URL: 'https://proposals.example.com',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    LOG_LEVEL: 'error',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const instances = ports.map((port, i) =>
    serverInstance(i + 1, port, { ...env, DATA_DIR: path.join(dataDir, `i${i + 1}`) }),
  );
  const clients = [];
  try {
    instances.forEach((i) => i.start());
    await Promise.all(instances.map((i) => i.waitReady()));
    clients.push(
      ...instances.map((i) => new HttpClient(i.url, { timeoutMs: 30_000, onRequest: () => true })),
    );
    const { reps: members } = await seedReps(clients[0], { count: MEMBERS, role: 'Admin' });
    for (const m of members) {
      const res = await clients[0].request('POST', '/settings', {
        token: m.token,
        body: {
          userId: userIdOf(m.token),
          email: m.email,
          phone: '(602) 555-0100',
          isReceivingEmailNotifications: true,
          isReceivingPhoneNotifications: false,
        },
      });
      if (res.status !== 201)
        throw new Error(`settings: ${res.status} ${JSON.stringify(res.body)}`);
    }

    // The outage starts; each member opens a request on one instance or the other.
    console.log(`SMTP down for ${seconds(OUTAGE_MS)}; ${MEMBERS} design requests opened…`);
    smtp.state.down = true;
    const outageStarted = Date.now();
    for (const [i, m] of members.entries()) {
      const res = await clients[i % INSTANCES].request('POST', '/chats/requests', {
        token: m.token,
        body: { customerId: m.customers[0].id, initial: true, startMessage: 'Outage run.' },
      });
      if (res.status !== 201) throw new Error(`request: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const deliveries = async () =>
      (
        await c.query(
          `select recipient, body, status from notification_deliveries where channel = 'email'`,
        )
      ).rows;
    const expected = (await deliveries()).filter((d) =>
      members.some((m) => m.email === d.recipient),
    );
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
    const during = await deliveries();
    smtp.state.down = false;
    const outageEnded = Date.now();
    console.log(`SMTP up again after ${seconds(outageEnded - outageStarted)}`);
    check(
      'every email was tried and refused during the outage, none sent',
      smtp.state.refused >= during.length &&
        during.length > 0 &&
        during.every((d) => d.status === 'failed') &&
        smtp.state.received.length === 0,
      `${during.length} emails, ${smtp.state.refused} refusals, statuses ${[...new Set(during.map((d) => d.status))].join(', ')}`,
    );

    let after = during;
    while (Date.now() - outageEnded < DELIVERED_WITHIN_MS) {
      after = await deliveries();
      if (after.every((d) => d.status === 'sent')) break;
      await sleep(1000);
    }
    const deliveredIn = Date.now() - outageEnded;
    check(
      'every email is delivered and recorded as sent after the outage',
      after.length === during.length && after.every((d) => d.status === 'sent'),
      `${after.filter((d) => d.status === 'sent').length} of ${after.length} sent, ${seconds(deliveredIn)} after the outage`,
    );
    await sleep(3000); // anything sent twice would arrive now
    const twice = [];
    const missing = [];
    for (const d of after) {
      const copies = smtp.state.received.filter(
        (r) => r.to === d.recipient && r.raw.includes(d.body.split('\n')[0]),
      ).length;
      if (copies === 0) missing.push(d.recipient);
      if (copies > 1) twice.push(d.recipient);
    }
    check(
      'each email reached the SMTP server exactly once',
      missing.length === 0 && twice.length === 0 && smtp.state.received.length === after.length,
      `${smtp.state.received.length} received for ${after.length} emails, ${missing.length} missing, ${twice.length} twice`,
    );
    check(
      "each member was told of every other member's request",
      expected.length >= MEMBERS * (MEMBERS - 1),
      `${expected.length} emails to the ${MEMBERS} members`,
    );
    await c.end();
  } finally {
    for (const client of clients) client.close();
    await Promise.all(instances.map((i) => i.stop()));
    await smtp.close();
    await db.drop().catch((e) => console.error(`could not drop ${db.name}: ${e.message}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runChecks('outage run', HARD_LIMIT_MS, main);

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-types';
import { parseEnv } from '../../src/config/env';
import Fastify from 'fastify';
import { loggerOptions, prettyLogStream, redactError } from '../../src/config/logger';
import type { Database } from '../../src/db/client';
import { ADMIN, TEST_JWT_SECRET } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-database';

const lines: Record<string, unknown>[] = [];
let app: App;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const options = loggerOptions(env) as object;
  app = await buildApp({
    env,
    db: database.db,
    pubsub: database.pubsub,
    jwtSecret: TEST_JWT_SECRET,
    logger: { ...options, stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('write one line per request at info, without the search words', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'Demo', email: ADMIN },
    });
    const token = login.json<{ accessToken: string }>().accessToken;
    lines.length = 0;
    await app.inject({
      url: '/api/customers?searchTerm=Margaret%20Okafor',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines);
    expect(text).toContain('GET /api/customers?searchTerm=[redacted] 200');
    expect(text).not.toContain('Okafor');
  });

  it('never print the parameters of a failed query', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(jane@example.com) already exists.',
    });
    const err = Object.assign(
      new Error(
        'Failed query: insert into "customers" ("email") values ($1)\nparams: jane@example.com,555-0100',
      ),
      { name: 'DrizzleQueryError', cause },
    );
    const logged = JSON.stringify(redactError(err));
    expect(logged).not.toContain('jane@example.com');
    expect(logged).not.toContain('555-0100');
    expect(logged).toContain('params: [redacted]');
    expect(logged).toContain('23505');
  });

  it('in development, read as one pretty line each, written by this process (no worker thread)', async () => {
    const written: string[] = [];
    const capture = new Writable({
      write(chunk, _enc, done) {
        written.push(String(chunk));
        done();
      },
    });
    const env = parseEnv({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    const options = loggerOptions(env, await prettyLogStream(capture));
    expect(options).not.toHaveProperty('transport');
    const dev = Fastify({ logger: options });
    dev.log.info({ refreshToken: 'secret-token' }, 'Server listening');
    // Cookies are never logged (the refresh cookie is a credential).
    dev.log.level = 'debug';
    dev.log.debug({ headers: { cookie: 'pb_session=cookie-token' } }, 'a request');
    await dev.close();
    const text = written.join('');
    expect(text.trim().split('\n')).toHaveLength(2);
    expect(text).not.toContain('cookie-token');
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening/);
    expect(text).toMatch(/DEBUG: a request.*\[redacted\]/);
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('pid');
  });
});

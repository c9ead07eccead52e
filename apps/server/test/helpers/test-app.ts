import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-types';
import { parseEnv, type Env } from '../../src/config/env';
import type { Database, Db } from '../../src/db/client';
import type { Integrations } from '../../src/integrations/integrations';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  env: Env;
  /** Signs in through the demo path and returns the access token. */
  tokenFor(email: string): Promise<string>;
  /** `{authorization: 'Bearer …'}` for the given seeded user. */
  as(email: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const ADMIN = 'admin@example.com';
export const CLOSER = 'closer@example.com';
export const DEVELOPER = 'developer@example.com';
export const REP = 'rep@example.com';

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    integrations?: Partial<Integrations>;
    /** A fresh DATA_DIR (stored files) of its own, removed by close(); read it as env.DATA_DIR. */
    ownDataDir?: boolean;
    /** Serve the web build at env WEB_DIST_DIR (its pages, rendered or plain). */
    serveWeb?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = options.ownDataDir
    ? fs.mkdtempSync(path.join(os.tmpdir(), 'pb-test-files-'))
    : undefined;
  const database = await openTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
    ESTIMATE_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_SWEEP_INTERVAL_MINUTES: '0',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...options.env,
  });
  const app = await buildApp({
    env,
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    pubsub: database.pubsub,
    serveWeb: options.serveWeb ?? false,
    ...(options.integrations ? { integrations: options.integrations } : {}),
  });
  await app.ready();
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'Demo', email },
    });
    if (res.statusCode !== 200) throw new Error(`demo login for ${email} failed: ${res.body}`);
    const token = res.json<{ accessToken: string }>().accessToken;
    tokens.set(email, token);
    return token;
  };
  return {
    app,
    db: database.db,
    database,
    env,
    tokenFor,
    as: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}` }),
    close: async () => {
      await app.close();
      await database.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const json = <T>(res: LightMyRequestResponse) => res.json<T>();

import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { App } from '../../src/app-types';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema/index';
import { demoLogin } from './server-instances';
import type { TestApp } from './test-app';

/**
 * A TestApp whose `app.inject` goes over HTTP to a server process (server-instances.ts) and
 * whose `db` is that process's PostgreSQL database, so the in-process helpers (proposal
 * factory, chat kit) drive real processes too. `setBase` follows a restarted process.
 */
export function remoteTestApp(
  base: string,
  databaseUrl: string,
): TestApp & { setBase(url: string): void } {
  let url = base;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const token = (await demoLogin(url, email)).accessToken;
    tokens.set(email, token);
    return token;
  };
  const inject = async (opts: {
    method?: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const res = await fetch(`${url}${opts.url}`, {
      method: opts.method ?? 'GET',
      headers: {
        ...opts.headers,
        ...(opts.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(opts.payload !== undefined ? { body: JSON.stringify(opts.payload) } : {}),
    });
    const body = await res.text();
    return { statusCode: res.status, body, json: <T>() => JSON.parse(body) as T };
  };
  return {
    app: { inject } as unknown as App,
    db,
    database: undefined as never,
    env: undefined as never,
    tokenFor,
    as: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}` }),
    close: () => pool.end(),
    setBase: (next) => {
      url = next;
      tokens.clear();
    },
  };
}

import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * @fastify/rate-limit's counters in the `rate_limits` table, so every instance counts against one
 * limit (decision 0047): a fixed window per key, opened by the first hit and counted in one
 * upsert. A route's own limit (`child`) counts under its method and path. Expired rows are
 * reused in place and swept by a periodic job.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const k = `${this.prefix}${key}`;
      const ends = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      db.execute(
        sql`INSERT INTO ${rateLimits} (key, count, expires_at) VALUES (${k}, 1, ${ends})
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN ${rateLimits.expiresAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END,
            expires_at = CASE WHEN ${rateLimits.expiresAt} <= now() THEN ${ends} ELSE ${rateLimits.expiresAt} END
          RETURNING count, (extract(epoch from (expires_at - now())) * 1000)::int AS ttl`,
      ).then(
        (res) => {
          const row = (res as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
          callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) });
        },
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      const k = `${this.prefix}${key}`;
      db.execute(
        sql`SELECT count, (extract(epoch from (expires_at - now())) * 1000)::int AS ttl
          FROM ${rateLimits} WHERE key = ${k} AND expires_at > now()`,
      ).then(
        (res) => {
          const row = (res as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          callback(
            null,
            row
              ? { current: Number(row.count), ttl: Number(row.ttl) }
              : { current: 0, ttl: timeWindow },
          );
        },
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: { method: string | string[]; url?: string; path?: string }) {
      const method = [routeOptions.method].flat().join(',');
      return new DatabaseRateLimitStore(
        undefined,
        `${method} ${routeOptions.url ?? routeOptions.path ?? ''}:`,
      );
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/** Drops the counters whose window has ended (a periodic job). */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.expiresAt} < now() - interval '1 minute'`);
}

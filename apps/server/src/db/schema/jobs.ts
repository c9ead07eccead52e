import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * The durable job queue (decision 0047): one row per outside effect to carry out (an email, a
 * text). Written in the transaction that causes it; claimed by any instance with
 * `FOR UPDATE SKIP LOCKED` and a lease, so a job left `running` by a crash is claimed again once
 * its lease ends. Failures wait (exponential backoff or the provider's Retry-After) and end
 * `dead` after `max_attempts`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One job per intent: a second enqueue with the same key does nothing. */
    idempotencyKey: text('idempotency_key').unique(),
    status: text('status')
      .$type<'pending' | 'running' | 'done' | 'dead'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('jobs_due_idx').on(t.status, t.runAt)],
);

/**
 * Periodic jobs (leads mirror, upload sweep, CRM outbox retry): one row per job; an instance
 * runs it only after moving `next_run_at` forward in one UPDATE, so it runs once per interval
 * whatever the number of instances.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
  runCount: bigint('run_count', { mode: 'number' }).notNull().default(0),
});

/** Rate-limit counters shared by every instance (PostgreSQL; PGlite keeps them in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';
import { PermanentDeliveryError, RetryLaterError } from './delivery-errors';

export type JobRow = typeof jobs.$inferSelect;

export interface RetryPolicy {
  /** First wait after a failure; doubles with every attempt. */
  backoffBaseMs: number;
  /** The longest wait between two attempts. */
  backoffMaxMs: number;
  /** Attempts before the job is dead (kept for a person to retry from the Outbox). */
  maxAttempts: number;
}

export interface EnqueueInput {
  kind: string;
  payload: Record<string, unknown>;
  /** One job per key: enqueueing the same key again does nothing. */
  idempotencyKey?: string;
  maxAttempts: number;
}

/**
 * Writes a job; call it with the transaction of the change that causes it, so the intent and the
 * change commit together. Returns the job's id, or null when its key was already queued.
 */
export async function enqueueJob(db: Db, input: EnqueueInput): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload,
      idempotencyKey: input.idempotencyKey ?? null,
      maxAttempts: input.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  return row ? Number(row.id) : null;
}

/**
 * Claims up to `limit` due jobs of the given kinds for `leaseMs`: pending ones whose time has
 * come, and running ones whose lease ended (their instance died mid-send). `FOR UPDATE SKIP
 * LOCKED` lets several instances claim at once without taking the same row. The claim counts as
 * an attempt; `attempts` is the claim's fencing token (see finishJob).
 */
export async function claimJobs(
  db: Db,
  kinds: string[],
  limit: number,
  leaseMs: number,
  onlyId?: number,
): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    UPDATE ${jobs} SET status = 'running', attempts = attempts + 1,
      locked_until = now() + ${leaseMs} * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM ${jobs}
      WHERE kind IN (${kindList}) ${onlyId === undefined ? sql`` : sql`AND id = ${onlyId}`}
        AND ((status = 'pending' AND run_at <= now())
          OR (status = 'running' AND locked_until < now()))
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((r) =>
    Number(r.id),
  );
  if (ids.length === 0) return [];
  return db.query.jobs.findMany({
    where: (j, { inArray }) => inArray(j.id, ids),
    orderBy: (j, { asc }) => [asc(j.runAt), asc(j.id)],
  });
}

/** A claimed job is finished only by the claim that holds it (same attempt, still running). */
const heldBy = (job: Pick<JobRow, 'id' | 'attempts'>) =>
  sql`${jobs.id} = ${job.id} AND ${jobs.status} = 'running' AND ${jobs.attempts} = ${job.attempts}`;

/** Marks a claimed job done; false when its lease was lost to another claim meanwhile. */
export async function completeJob(db: Db, job: Pick<JobRow, 'id' | 'attempts'>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', doneAt: new Date(), lockedUntil: null, lastError: null })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The wait before the next attempt: the provider's Retry-After, else base × 2^(attempt−1), capped. */
export function nextDelayMs(attempts: number, error: unknown, policy: RetryPolicy): number {
  if (error instanceof RetryLaterError) return error.retryAfterMs;
  const ms = policy.backoffBaseMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(ms, policy.backoffMaxMs);
}

export interface FailOutcome {
  dead: boolean;
  runAt: Date;
  message: string;
}

/**
 * Records a failed attempt: the job waits (backoff or Retry-After) as pending, or is dead after
 * its last attempt or a permanent refusal. Null when its lease was lost meanwhile.
 */
export async function failJob(
  db: Db,
  job: Pick<JobRow, 'id' | 'attempts' | 'maxAttempts'>,
  error: unknown,
  policy: RetryPolicy,
): Promise<FailOutcome | null> {
  const message = String((error as Error)?.message ?? error).slice(0, 2000);
  const dead = error instanceof PermanentDeliveryError || job.attempts >= job.maxAttempts;
  const runAt = new Date(Date.now() + (dead ? 0 : nextDelayMs(job.attempts, error, policy)));
  const rows = await db
    .update(jobs)
    .set({ status: dead ? 'dead' : 'pending', runAt, lockedUntil: null, lastError: message })
    .where(heldBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0 ? { dead, runAt, message } : null;
}

/** The Outbox's Retry: the job (pending, failed or dead) runs again now with a fresh count. */
export async function retryJobByKey(db: Db, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: new Date(), lockedUntil: null })
    .where(
      sql`${jobs.idempotencyKey} = ${idempotencyKey} AND ${jobs.status} IN ('pending', 'dead')`,
    )
    .returning({ id: jobs.id });
  return rows.length > 0;
}

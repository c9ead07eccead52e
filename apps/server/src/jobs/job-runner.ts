import type { FastifyBaseLogger } from 'fastify';
import { faultPoint } from '../lib/fault-point';
import type { Db } from '../db/client';
import {
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  type FailOutcome,
  type JobRow,
  type RetryPolicy,
} from './job-queue';
import { claimScheduledRun } from './job-schedules';

export interface JobHandler<P = Record<string, unknown>> {
  /** Carries out the effect (sends the email, the text). Throwing fails this attempt. */
  run(payload: P, job: JobRow): Promise<void>;
  /** In the transaction that marks the job done (e.g. the email's row becomes 'sent'). */
  onDone?(tx: Db, payload: P, job: JobRow): Promise<void>;
  /** In the transaction that records a failed attempt (the row shows the error, or dead). */
  onFailed?(tx: Db, payload: P, outcome: FailOutcome): Promise<void>;
}

export interface JobRunnerOptions extends RetryPolicy {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often due jobs and periodic jobs are looked for; 0 = only when woken (tests). */
  pollMs: number;
  /** How long a claim holds a job; a job still running after it is claimed again. */
  leaseMs: number;
  /** Jobs run at once by this instance. */
  concurrency?: number;
}

interface Periodic {
  name: string;
  intervalMs: number;
  firstDelayMs: number;
  run: () => Promise<void>;
  running: boolean;
}

/**
 * Runs the job queue and the periodic jobs of one instance (decision 0047). Every instance runs
 * one; the database decides which instance takes which job and which runs a periodic job this
 * interval. `stop()` stops claiming and waits for the jobs under way (graceful shutdown).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler<never>>();
  private readonly periodic: Periodic[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private ticking: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: JobRunnerOptions) {}

  /** How long a claim holds a job (JOBS_LEASE_SECONDS). */
  get leaseMs(): number {
    return this.options.leaseMs;
  }

  register<P>(kind: string, handler: JobHandler<P>): void {
    this.handlers.set(kind, handler as JobHandler<never>);
  }

  /** Runs `run` once per `intervalMs` across all instances (first after `firstDelayMs`). */
  every(name: string, intervalMs: number, run: () => Promise<void>, firstDelayMs = intervalMs) {
    this.periodic.push({ name, intervalMs, firstDelayMs, run, running: false });
  }

  /** Writes a job in `db` (the caller's transaction); the runner is woken after the commit. */
  enqueue(
    db: Db,
    kind: string,
    payload: Record<string, unknown>,
    idempotencyKey?: string,
    maxAttempts = this.options.maxAttempts,
  ): Promise<number | null> {
    return enqueueJob(db, {
      kind,
      payload,
      maxAttempts,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.options.pollMs > 0) {
      this.timer = setInterval(() => this.wake(), this.options.pollMs);
      this.timer.unref();
    }
    this.wake();
  }

  /** Stops claiming work and waits for the jobs and periodic runs under way. */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Looks for due work now (after an enqueue commits), without waiting for the next poll. */
  wake(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((err: unknown) => this.options.log.warn({ err }, 'job runner tick failed'))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Runs every due job until none is due (tests; works whether or not the runner is started). */
  async drain(): Promise<void> {
    for (;;) {
      await this.ticking;
      const ran = await this.runDueJobs();
      while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
      if (ran === 0 && !this.ticking) return;
    }
  }

  /**
   * Claims one job now and runs it in this call (a request that reports the outcome); returns
   * the error of a failed attempt, or null (also when another instance holds it).
   */
  async runNow(jobId: number): Promise<unknown> {
    const [job] = await claimJobs(
      this.options.db,
      [...this.handlers.keys()],
      1,
      this.options.leaseMs,
      jobId,
    );
    if (!job) return null;
    let failure: unknown = null;
    const run = this.runJob(job, (err) => (failure = err));
    this.track(run);
    await run;
    return failure;
  }

  private async tick(): Promise<void> {
    await this.runPeriodic();
    await this.runDueJobs();
  }

  private async runPeriodic(): Promise<void> {
    for (const p of this.periodic) {
      if (p.running || !this.running) continue;
      if (!(await claimScheduledRun(this.options.db, p.name, p.intervalMs, p.firstDelayMs)))
        continue;
      p.running = true;
      this.track(
        p
          .run()
          .catch((err: unknown) =>
            this.options.log.warn({ err, job: p.name }, 'periodic job failed'),
          )
          .finally(() => (p.running = false)),
      );
    }
  }

  /** Claims and runs what is due while there is room; returns how many jobs it started. */
  private async runDueJobs(): Promise<number> {
    const concurrency = this.options.concurrency ?? 4;
    let started = 0;
    for (;;) {
      const room = concurrency - this.inFlight.size;
      if (room <= 0) {
        await Promise.race([...this.inFlight]);
        continue;
      }
      const claimed = await claimJobs(
        this.options.db,
        [...this.handlers.keys()],
        room,
        this.options.leaseMs,
      );
      if (claimed.length === 0) return started;
      for (const job of claimed) this.track(this.runJob(job));
      started += claimed.length;
    }
  }

  private async runJob(job: JobRow, onError?: (err: unknown) => void): Promise<void> {
    const handler = this.handlers.get(job.kind) as JobHandler | undefined;
    if (!handler) return;
    const { db, log } = this.options;
    faultPoint('job-claimed');
    try {
      await handler.run(job.payload, job);
      faultPoint('job-sent');
    } catch (error) {
      onError?.(error);
      log.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
      await db.transaction(async (tx) => {
        const outcome = await failJob(tx, job, error, this.options);
        if (outcome) await handler.onFailed?.(tx, job.payload, outcome);
      });
      return;
    }
    await db.transaction(async (tx) => {
      if (await completeJob(tx, job)) await handler.onDone?.(tx, job.payload, job);
    });
  }

  private track(p: Promise<unknown>) {
    const tracked = p.catch((err: unknown) => this.options.log.error({ err }, 'job crashed'));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }
}

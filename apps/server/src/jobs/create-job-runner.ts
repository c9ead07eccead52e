import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { JobRunner } from './job-runner';

/** The instance's job runner with the JOBS_* settings. */
export function createJobRunner(
  env: Env,
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): JobRunner {
  return new JobRunner({
    db,
    log,
    pollMs: env.JOBS_POLL_MS,
    leaseMs: env.JOBS_LEASE_SECONDS * 1000,
    backoffBaseMs: env.JOBS_BACKOFF_BASE_MS,
    backoffMaxMs: env.JOBS_BACKOFF_MAX_MS,
    maxAttempts: env.JOBS_MAX_ATTEMPTS,
  });
}

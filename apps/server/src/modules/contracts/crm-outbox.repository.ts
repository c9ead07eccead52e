import {
  ADMIN_SCREEN_MESSAGES as M,
  type CrmOutboxItem,
  type CrmOutboxPage,
  type OutboxPageQuery,
} from '@pb/core';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contracts, jobs, onboardingOutbox } from '../../db/schema/index';
import { conflict, notFound } from '../../errors';
import { retryJobByKey } from '../../jobs/job-queue';
import { ORDER, type Kind } from './crm-onboarding-payloads';
import { CRM_ONBOARDING_JOB } from './onboarding-outbox';
import { PORTAL_ONBOARDING_JOB } from './onboarding-finish.service';

const KINDS = [CRM_ONBOARDING_JOB, PORTAL_ONBOARDING_JOB];

type JobRow = typeof jobs.$inferSelect;
type StepRow = typeof onboardingOutbox.$inferSelect;

/** What the admin reads: a waiting job that failed before is 'failed'. */
function statusOf(job: JobRow): CrmOutboxItem['status'] {
  if (job.status === 'done') return 'sent';
  if (job.status === 'dead') return 'dead';
  if (job.status === 'running') return 'sending';
  return job.lastError ? 'failed' : 'pending';
}

const STEP_STATUSES = ['pending', 'sending', 'done', 'failed'] as const;

function stepOf(row: StepRow): CrmOutboxItem['steps'][number] {
  return {
    kind: row.kind as CrmOutboxItem['steps'][number]['kind'],
    status: STEP_STATUSES.find((s) => s === row.status) ?? 'pending',
    crmId: row.resultId,
    error: row.lastError,
  };
}

/** One page of the CRM pushes and portal calls, newest first, with each push's records. */
export async function listCrmOutbox(
  db: Db,
  { page, pageSize }: OutboxPageQuery,
): Promise<CrmOutboxPage> {
  const rows = await db
    .select()
    .from(jobs)
    .where(inArray(jobs.kind, KINDS))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(jobs)
    .where(inArray(jobs.kind, KINDS));
  const contractIds = [...new Set(rows.map((r) => String(r.payload.contractId ?? '')))].filter(
    Boolean,
  );
  const people = contractIds.length
    ? await db
        .select({ id: contracts.id, firstName: contracts.firstName, lastName: contracts.lastName })
        .from(contracts)
        .where(inArray(contracts.id, contractIds))
    : [];
  const steps = contractIds.length
    ? await db
        .select()
        .from(onboardingOutbox)
        .where(inArray(onboardingOutbox.contractId, contractIds))
        .orderBy(asc(onboardingOutbox.createdAt))
    : [];
  return {
    items: rows.map((job) => {
      const contractId = String(job.payload.contractId ?? '');
      const person = people.find((p) => p.id === contractId);
      return {
        id: job.id,
        kind: job.kind === PORTAL_ONBOARDING_JOB ? 'portal-onboarding' : 'crm-onboarding',
        contractId,
        customerName: person ? `${person.firstName} ${person.lastName}`.trim() : '',
        status: statusOf(job),
        attempts: job.attempts,
        error: job.lastError,
        nextAttemptAt: job.status === 'pending' ? job.runAt.toISOString() : null,
        createdAt: job.createdAt.toISOString(),
        doneAt: job.doneAt?.toISOString() ?? null,
        steps:
          job.kind === CRM_ONBOARDING_JOB
            ? steps
                .filter((s) => s.contractId === contractId)
                .sort((a, b) => ORDER.indexOf(a.kind as Kind) - ORDER.indexOf(b.kind as Kind))
                .map(stepOf)
            : [],
      };
    }),
    total: Number(count?.n ?? 0),
    page,
    pageSize,
  };
}

/**
 * The Outbox's Retry of a CRM push or portal call: a waiting or dead one runs now with a fresh
 * count. 404 for another job or none, 409 for one running or done.
 */
export async function retryCrmPush(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job || !KINDS.includes(job.kind) || !job.idempotencyKey) throw notFound(M.crmPushNotFound);
    if (!(await retryJobByKey(tx as unknown as Db, job.idempotencyKey)))
      throw conflict(M.nothingToRetry);
  });
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractChanges, contracts, jobs, onboardingOutbox } from '../../db/schema/index';
import type { CrmAdder } from '../../integrations/crm/crm-service';
import { HttpCallError } from '../../integrations/http/json-client';
import { httpDeliveryError } from '../../jobs/delivery-errors';
import { faultPoint } from '../../lib/fault-point';
import type { JobRunner } from '../../jobs/job-runner';
import type { ProposalRow } from '../proposals/proposals.repository';
import type { ContractRow } from './contracts.repository';
import type { ContractDeps } from './contracts.service';
import { keyOf, ORDER, payloads, type Kind } from './crm-onboarding-payloads';

/**
 * The CRM push of an onboarding on the job queue (decision 0067). Each CRM record is an entry of
 * `onboarding_outbox` with its own idempotency key and, once created, its CRM id; one job per
 * contract (`crm-onboarding`) walks the entries in order, so a retry resumes where it stopped.
 * The queue gives the rest: one sender at a time on any number of instances, backoff or the
 * CRM's Retry-After, dead after JOBS_MAX_ATTEMPTS, Retry in the admin Outbox.
 */
export const CRM_ONBOARDING_JOB = 'crm-onboarding';
export const crmJobKey = (contractId: string) => `${CRM_ONBOARDING_JOB}:${contractId}`;

/**
 * How long a sender holds an entry it claimed: past it (the sender died) another may send it.
 * A second fence behind the job's own lease: twice it (2 minutes by default), longer than the
 * CRM client's timeouts together.
 */
const sendLeaseMs = (runner: JobRunner) => 2 * runner.leaseMs;
/** How long a person's request waits for the push another instance is running. */
const WAIT_FOR_OTHER_SENDER_MS = 30_000;

type OutboxRow = typeof onboardingOutbox.$inferSelect;

/**
 * Writes the onboarding's CRM records (once each, by idempotency key) and its job, in one
 * transaction. A job that already ran (done, waiting or dead) is set to run now: new records or
 * a person's new try. A job running on another instance is left to it. Returns the job's id.
 */
export async function queueOnboarding(
  tx: Db,
  runner: JobRunner,
  input: { proposal: ProposalRow; contract: ContractRow; bsaId: string; publicUrl: string },
): Promise<number> {
  const { contract } = input;
  const all = payloads(input.proposal, contract, input.bsaId, input.publicUrl);
  for (const kind of ORDER.filter((k) => k !== 'siteSurvey' || contract.siteSurvey)) {
    await tx
      .insert(onboardingOutbox)
      .values({
        contractId: contract.id,
        kind,
        idempotencyKey: keyOf(kind, contract),
        payload: all[kind],
      })
      .onConflictDoNothing({ target: onboardingOutbox.idempotencyKey });
  }
  const key = crmJobKey(contract.id);
  await runner.enqueue(tx, CRM_ONBOARDING_JOB, { contractId: contract.id }, key);
  const [job] = await tx
    .update(jobs)
    .set({ status: 'pending', runAt: new Date(), lockedUntil: null, attempts: 0 })
    .where(sql`${jobs.idempotencyKey} = ${key} AND ${jobs.status} <> 'running'`)
    .returning({ id: jobs.id });
  if (job) return Number(job.id);
  const [running] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.idempotencyKey, key));
  return Number(running!.id);
}

async function entriesOf(db: Db, contractId: string) {
  return db
    .select()
    .from(onboardingOutbox)
    .where(eq(onboardingOutbox.contractId, contractId))
    .orderBy(asc(onboardingOutbox.createdAt));
}

/** The opportunity id once the records a person waits for (all but the adders) are created. */
export async function onboardedOpportunityId(db: Db, contractId: string): Promise<string | null> {
  const entries = await entriesOf(db, contractId);
  const needed = entries.filter((e) => e.kind !== 'adders');
  if (needed.length === 0 || needed.some((e) => e.status !== 'done')) return null;
  return needed.find((e) => e.kind === 'opportunity')?.resultId || null;
}

/** Claims an unfinished entry for this sender ('sending'), or null when another holds it. */
async function claimEntry(db: Db, id: OutboxRow['id'], leaseMs: number): Promise<OutboxRow | null> {
  const [row] = await db
    .update(onboardingOutbox)
    .set({ status: 'sending', updatedAt: new Date() })
    .where(
      and(
        eq(onboardingOutbox.id, id),
        sql`(${onboardingOutbox.status} IN ('pending', 'failed') OR (${onboardingOutbox.status} = 'sending' AND ${onboardingOutbox.updatedAt} < now() - ${leaseMs} * interval '1 millisecond'))`,
      ),
    )
    .returning();
  return row ?? null;
}

async function settle(
  db: Db,
  entry: OutboxRow,
  outcome: { resultId: string } | { error: unknown },
) {
  const attempt = { attempts: sql`${onboardingOutbox.attempts} + 1`, updatedAt: new Date() };
  await db
    .update(onboardingOutbox)
    .set(
      'resultId' in outcome
        ? { ...attempt, status: 'done', resultId: outcome.resultId, lastError: '' }
        : { ...attempt, status: 'failed', lastError: String(outcome.error).slice(0, 2000) },
    )
    .where(eq(onboardingOutbox.id, entry.id));
}

/** One CRM call of an entry; answers the record's CRM id. */
async function sendEntry(
  deps: ContractDeps,
  entry: OutboxRow,
  installId: string,
  contractId: string,
): Promise<string> {
  const crm = deps.integrations.crm;
  const kind = entry.kind as Kind;
  if (kind === 'opportunity') return crm.createOpportunity(entry.payload, entry.idempotencyKey);
  if (kind === 'customerInstall')
    return crm.createCustomerInstall(entry.payload, entry.idempotencyKey);
  if (!installId) throw new Error('customer install not created yet');
  if (kind === 'siteSurvey')
    return crm.createSiteSurvey(
      { customerInstallId: installId, ...entry.payload },
      entry.idempotencyKey,
    );
  const list = (entry.payload.adders as { name: string; cost: number }[]) ?? [];
  const adders: CrmAdder[] = list.map((a, i) => ({
    id: `${contractId}:${i}`,
    customerInstallId: installId,
    name: a.name,
    estimatedCost: a.cost,
    actualCost: 0,
  }));
  if (adders.length > 0) await crm.addAdders(installId, adders, entry.idempotencyKey);
  return installId;
}

/**
 * Sends a contract's unfinished entries in order (opportunity first), each claimed first. Stops
 * at the first failure of a record others hang on; a failed adder post is logged (spec 3 §8)
 * and the rest still go. Answers the first failure, or null when every entry is done.
 */
export async function sendOutbox(deps: ContractDeps, contractId: string): Promise<unknown> {
  const entries = await entriesOf(deps.db, contractId);
  const doneId = (k: Kind) => entries.find((e) => e.kind === k && e.status === 'done')?.resultId;
  let failure: unknown = null;
  for (const kind of ORDER) {
    for (const listed of entries.filter((e) => e.kind === kind && e.status !== 'done')) {
      const entry = await claimEntry(deps.db, listed.id, sendLeaseMs(deps.jobs));
      if (!entry) return new Error(`${kind} is being sent by another sender`);
      try {
        const resultId = await sendEntry(deps, entry, doneId('customerInstall') ?? '', contractId);
        faultPoint('crm-record-created');
        await settle(deps.db, entry, { resultId });
        Object.assign(listed, { status: 'done', resultId });
      } catch (error) {
        deps.log.warn({ err: error, kind }, 'onboarding CRM call failed');
        await settle(deps.db, entry, { error });
        if (kind !== 'adders') return error;
        failure ??= error;
      }
    }
  }
  return failure;
}

/**
 * Stores the opportunity id on a contract that has none yet, by whoever finished the push (the
 * rep's request, or 'Onboarding outbox' in the background). Conditional rather than versioned:
 * the request and the background run may both finish one push, and neither is a conflict.
 */
export async function storeOpportunityId(
  db: Db,
  contractId: string,
  opportunityId: string,
  by: { id: string | null; name: string } = { id: null, name: 'Onboarding outbox' },
) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(contracts)
      .set({
        salesforceId: opportunityId,
        version: sql`${contracts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(contracts.id, contractId), eq(contracts.salesforceId, '')))
      .returning({ id: contracts.id });
    if (updated.length === 0) return;
    await tx.insert(contractChanges).values({
      contractId,
      userId: by.id,
      changedBy: by.name,
      field: 'salesforceID',
      before: '',
      after: opportunityId,
    });
  });
}

/** The queue's reading of a CRM failure (Retry-After, refusal for good, or backoff). */
const asJobError = (err: unknown) =>
  err instanceof HttpCallError ? httpDeliveryError(err.message, err.status, err.retryAfterMs) : err;

/**
 * The `crm-onboarding` job, run by a person's request (`pushOnboarding`) or by any instance's
 * runner when it is due again. Once the records are created it stores the opportunity id on the
 * contract (the history says 'Onboarding outbox'); a failure fails the attempt.
 */
export function registerOnboardingJob(runner: JobRunner, deps: ContractDeps): void {
  runner.register<{ contractId: string }>(CRM_ONBOARDING_JOB, {
    async run({ contractId }) {
      const failure = await sendOutbox(deps, contractId);
      const opportunityId = await onboardedOpportunityId(deps.db, contractId);
      if (opportunityId) await storeOpportunityId(deps.db, contractId, opportunityId);
      if (failure) throw asJobError(failure);
    },
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A person's Schedule / Skip: queues the onboarding's CRM records and pushes them now, in this
 * request (the stepper needs the outcome). Answers the opportunity id, or null when the CRM
 * failed; the job then retries in the background. When another instance is already running
 * the push, waits for it (up to 30 s) and runs once more if records were added meanwhile.
 */
export async function pushOnboarding(
  deps: ContractDeps,
  input: { proposal: ProposalRow; contract: ContractRow; bsaId: string },
): Promise<string | null> {
  const { db } = deps;
  const contractId = input.contract.id;
  const jobId = await db.transaction((tx) =>
    queueOnboarding(tx as unknown as Db, deps.jobs, { ...input, publicUrl: deps.publicUrl }),
  );
  const deadline = Date.now() + WAIT_FOR_OTHER_SENDER_MS;
  let tried = false;
  for (;;) {
    const id = await onboardedOpportunityId(db, contractId);
    if (id) return id;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    const heldElsewhere =
      job?.status === 'running' && (job.lockedUntil?.getTime() ?? 0) > Date.now();
    if (heldElsewhere) {
      if (Date.now() > deadline) return null;
      await sleep(100);
      continue;
    }
    if (tried) return null;
    tried = true;
    if (job?.status !== 'pending' || job.runAt.getTime() > Date.now())
      await db.transaction((tx) =>
        queueOnboarding(tx as unknown as Db, deps.jobs, { ...input, publicUrl: deps.publicUrl }),
      );
    await deps.jobs.runNow(jobId);
  }
}

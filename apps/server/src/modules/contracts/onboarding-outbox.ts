import { and, asc, eq, lt, ne, sql } from 'drizzle-orm';
import { isCashDeal } from '@pb/core';
import { absoluteUrl } from '../../config/public-url';
import type { Db } from '../../db/client';
import { contractChanges, contracts, onboardingOutbox } from '../../db/schema/index';
import type { CrmAdder } from '../../integrations/crm/crm-service';
import type { ProposalRow } from '../proposals/proposals.repository';
import { agreementPriceOf } from './agreement-price';
import type { ContractRow } from './contracts.repository';
import type { ContractDeps } from './contracts.service';

const ORDER = ['opportunity', 'customerInstall', 'siteSurvey', 'adders'] as const;
type Kind = (typeof ORDER)[number];

const isItemNeeded = (adders: ProposalRow['customAdders'], word: RegExp) =>
  adders.some((a) => word.test(a.name));

/** The CRM payloads of spec 3 §7, from the contract and the proposal's stored figures. */
function payloads(
  proposal: ProposalRow,
  c: ContractRow,
  bsaId: string,
  publicUrl: string,
): Record<Kind, Record<string, unknown>> {
  const d = proposal.details;
  const panels = d.panelArrays.reduce((s, a) => s + a.panels, 0);
  const fullName = `${c.firstName} ${c.lastName}`.trim();
  const today = new Date().toISOString().slice(0, 10);
  const finance = isCashDeal(d.financeOption) ? 'Cash' : (d.financeOption?.name ?? '');
  const proposalLink = absoluteUrl(publicUrl, `/public/proposal/${proposal.id}`);
  return {
    opportunity: {
      bsaId,
      installer: d.installerId ?? '',
      firstName: c.firstName,
      lastName: c.lastName,
      fullName,
      phone: c.phone,
      email: c.email,
      address: c.address,
      city: c.city,
      state: c.state,
      zip: c.zip,
      utilityCompany: d.powerCompany?.name ?? '',
      systemSize: proposal.systemSize,
      numberOfPanels: panels,
      signedContractDate: today,
      closeDate: today,
      stageName: 'Follow Up',
      totalSystemCost: proposal.totalSystemCost,
      financeCompany: finance,
      soldWithDukeRebate: proposal.details.incentives.some((i) => /duke/i.test(i.incentive.name)),
    },
    customerInstall: {
      email: c.email,
      name: fullName,
      coinAccountId: '',
      installer: d.installerId ?? '',
      bsaId,
      phone: c.phone,
      streetAddress: c.address,
      city: c.city,
      state: c.state,
      zip: c.zip,
      businessDeveloper: proposal.createdBy,
      regionalPartner: '',
      siteSurveyDate: c.siteSurvey?.siteSurveyDate ?? null,
      siteSurveyTime: c.siteSurvey?.startTime ?? null,
      areaGroupId: c.siteSurvey?.areaGroupId ?? null,
      closedDate: today,
      systemSize: proposal.systemSize,
      numberOfPanels: panels,
      financeCompany: finance,
      ledLights: isItemNeeded(proposal.customAdders, /led/i),
      thermostat: isItemNeeded(proposal.customAdders, /thermostat/i),
      insulation: isItemNeeded(proposal.customAdders, /insulation/i),
      powerCompany: d.powerCompany?.name ?? '',
      hoaStage: '',
      departmentStage: 'Site Survey',
      permitStage: '',
      loanId: c.loanId,
      loanAmount: agreementPriceOf(proposal).loanAmount,
      panelSize: d.panel?.cells ?? 0,
      firstYearIncentiveAmount: proposal.details.incentives.reduce((s, i) => s + i.deduction, 0),
      loanMonthlyPayment: proposal.loanMonthlyPayment,
      proposalLink,
      estimatedRepMake: 0,
    },
    siteSurvey: {
      siteSurveyDate: c.siteSurvey?.siteSurveyDate ?? null,
      siteSurveyTime: c.siteSurvey?.startTime ?? null,
      areaGroupId: c.siteSurvey?.areaGroupId ?? null,
      name: fullName,
      email: c.email,
      address: `${c.address}, ${c.city}, ${c.state} ${c.zip}`,
      phone: c.phone,
      proposalLink,
    },
    adders: {
      adders: proposal.customAdders.map((a) => ({ name: a.name, cost: a.adder })),
    },
  };
}

const keyOf = (kind: Kind, c: ContractRow) =>
  kind === 'siteSurvey'
    ? `siteSurvey:${c.id}:${c.siteSurvey?.siteSurveyDate}:${c.siteSurvey?.startTime}`
    : `${kind}:${c.id}`;

/**
 * Queues the onboarding's CRM calls (once each, by idempotency key) and sends what is pending in
 * order. Returns the opportunity id (the salesforceID), or null when a call still fails after
 * the client's own retries; the queue keeps the rest for the next attempt.
 */
export async function completeOnboarding(
  deps: ContractDeps,
  proposal: ProposalRow,
  contract: ContractRow,
  bsaId: string,
): Promise<string | null> {
  const { db } = deps;
  const all = payloads(proposal, contract, bsaId, deps.publicUrl);
  const kinds = ORDER.filter((k) => k !== 'siteSurvey' || contract.siteSurvey);
  for (const kind of kinds) {
    await db
      .insert(onboardingOutbox)
      .values({
        contractId: contract.id,
        kind,
        idempotencyKey: keyOf(kind, contract),
        payload: all[kind],
      })
      .onConflictDoNothing({ target: onboardingOutbox.idempotencyKey });
  }
  return processOutbox(deps, contract.id);
}

async function rows(db: Db, contractId: string) {
  return db
    .select()
    .from(onboardingOutbox)
    .where(eq(onboardingOutbox.contractId, contractId))
    .orderBy(asc(onboardingOutbox.createdAt));
}

/**
 * How long a sender holds an entry it claimed: past it (the sender died) another may send it.
 * Longer than the CRM client's timeouts and retries together.
 */
const SEND_LEASE_MS = 2 * 60_000;
/** How long a request waits for another sender's entry before answering the CRM failure. */
const WAIT_FOR_OTHER_SENDER_MS = 30_000;

type OutboxRow = typeof onboardingOutbox.$inferSelect;

/**
 * Claims an unfinished entry for this sender ('sending'), or answers null when another request
 * or instance holds it: a record goes to the CRM from one sender at a time, so a request and the
 * background retry that overlap do not both create it (decision 0064).
 */
async function claimEntry(db: Db, id: OutboxRow['id']): Promise<OutboxRow | null> {
  const [row] = await db
    .update(onboardingOutbox)
    .set({ status: 'sending', updatedAt: new Date() })
    .where(
      and(
        eq(onboardingOutbox.id, id),
        sql`(${onboardingOutbox.status} IN ('pending', 'failed') OR (${onboardingOutbox.status} = 'sending' AND ${onboardingOutbox.updatedAt} < now() - ${SEND_LEASE_MS} * interval '1 millisecond'))`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The entry once its other sender has finished with it, or null when that takes too long. */
async function settledEntry(db: Db, id: OutboxRow['id']): Promise<OutboxRow | null> {
  const deadline = Date.now() + WAIT_FOR_OTHER_SENDER_MS;
  while (Date.now() < deadline) {
    const [row] = await db.select().from(onboardingOutbox).where(eq(onboardingOutbox.id, id));
    if (!row || row.status !== 'sending') return row ?? null;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

/**
 * Sends every pending entry of a contract in order (opportunity first), each claimed first. An
 * entry another sender holds is waited for when `waitForOthers` (a person's request, which
 * needs the outcome) and left to that sender otherwise (the background retry).
 */
export async function processOutbox(
  deps: ContractDeps,
  contractId: string,
  { waitForOthers = true }: { waitForOthers?: boolean } = {},
): Promise<string | null> {
  const { db } = deps;
  const crm = deps.integrations.crm;
  const entries = await rows(db, contractId);
  const byKind = (k: Kind) => entries.filter((e) => e.kind === k);
  const doneId = (k: Kind) => byKind(k).find((e) => e.status === 'done')?.resultId ?? '';
  for (const kind of ORDER) {
    for (const listed of byKind(kind)) {
      if (listed.status === 'done') continue;
      const entry = await claimEntry(db, listed.id);
      if (!entry) {
        const settled = waitForOthers ? await settledEntry(db, listed.id) : null;
        if (settled?.status !== 'done') return null;
        listed.status = 'done';
        listed.resultId = settled.resultId;
        continue;
      }
      try {
        let resultId = '';
        if (kind === 'opportunity')
          resultId = await crm.createOpportunity(entry.payload, entry.idempotencyKey);
        if (kind === 'customerInstall')
          resultId = await crm.createCustomerInstall(entry.payload, entry.idempotencyKey);
        if (kind === 'siteSurvey') {
          const installId = doneId('customerInstall');
          if (!installId) throw new Error('customer install not created yet');
          resultId = await crm.createSiteSurvey(
            { customerInstallId: installId, ...entry.payload },
            entry.idempotencyKey,
          );
        }
        if (kind === 'adders') {
          const installId = doneId('customerInstall');
          if (!installId) throw new Error('customer install not created yet');
          const list = (entry.payload.adders as { name: string; cost: number }[]) ?? [];
          const adders: CrmAdder[] = list.map((a, i) => ({
            id: `${contractId}:${i}`,
            customerInstallId: installId,
            name: a.name,
            estimatedCost: a.cost,
            actualCost: 0,
          }));
          // Adder failures are logged only (spec 3 §8); the entry stays queued.
          if (adders.length > 0) {
            try {
              await crm.addAdders(installId, adders, entry.idempotencyKey);
            } catch (err) {
              deps.log.warn({ err }, 'adder post failed');
              await db
                .update(onboardingOutbox)
                .set({
                  attempts: entry.attempts + 1,
                  lastError: String(err),
                  status: 'failed',
                  updatedAt: new Date(),
                })
                .where(eq(onboardingOutbox.id, entry.id));
              continue;
            }
          }
          resultId = installId;
        }
        await db
          .update(onboardingOutbox)
          .set({
            status: 'done',
            resultId,
            attempts: entry.attempts + 1,
            lastError: '',
            updatedAt: new Date(),
          })
          .where(and(eq(onboardingOutbox.id, entry.id)));
        listed.status = 'done';
        listed.resultId = resultId;
      } catch (err) {
        deps.log.warn({ err, kind }, 'onboarding CRM call failed');
        await db
          .update(onboardingOutbox)
          .set({
            attempts: entry.attempts + 1,
            lastError: String(err),
            status: 'failed',
            updatedAt: new Date(),
          })
          .where(eq(onboardingOutbox.id, entry.id));
        if (kind === 'opportunity' || kind === 'customerInstall' || kind === 'siteSurvey')
          return null;
      }
    }
  }
  return doneId('opportunity') || null;
}

/** Entries that failed this many times are left for a person (the fix screen). */
const MAX_ATTEMPTS = 10;

/**
 * The outbox's background retry: sends every contract's unfinished entries again and stores the
 * opportunity id on a contract that has none yet. Returns how many contracts got their id.
 */
export async function retryPendingOutbox(deps: ContractDeps): Promise<number> {
  const { db } = deps;
  const pending = await db
    .selectDistinct({ contractId: onboardingOutbox.contractId })
    .from(onboardingOutbox)
    .where(and(ne(onboardingOutbox.status, 'done'), lt(onboardingOutbox.attempts, MAX_ATTEMPTS)));
  let completed = 0;
  for (const { contractId } of pending) {
    const opportunityId = await processOutbox(deps, contractId, { waitForOthers: false });
    if (!opportunityId) continue;
    const updated = await db
      .update(contracts)
      .set({
        salesforceId: opportunityId,
        version: sql`${contracts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(contracts.id, contractId), eq(contracts.salesforceId, '')))
      .returning({ id: contracts.id });
    if (updated.length > 0) {
      await db.insert(contractChanges).values({
        contractId,
        userId: null,
        changedBy: 'Onboarding outbox',
        field: 'salesforceID',
        before: '',
        after: opportunityId,
      });
      completed++;
    }
  }
  return completed;
}

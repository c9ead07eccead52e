import type { CustomerMetaData } from '@pb/core';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { customers, leads } from '../../db/schema/index';
import type { LeadsService } from '../../integrations/leads/leads-service';

/**
 * What one customer's mirror did: copied; gone (no lead id, or the sales system no longer knows
 * the lead: its copy is removed); or failed (the copy is left as it was).
 */
export type MirrorOutcome = 'mirrored' | 'gone' | 'failed';
export type MirrorSummary = Record<MirrorOutcome, number>;

/**
 * Copies the customer's lead (metaData.BsaId) from the sales system into our `leads` table, keyed
 * by the lead id and linked to the customer, so the reach rule (customer-access.ts: the closer of
 * a lead reaches its customer) sees the sales system's closer (decision 0037). A lead the sales
 * system answers 404 for is removed from the copy; a failed look-up changes nothing.
 */
export async function mirrorCustomerLead(
  db: Db,
  service: LeadsService,
  customer: { id: string; metaData: CustomerMetaData },
): Promise<MirrorOutcome> {
  const leadId = customer.metaData.BsaId?.trim();
  if (!leadId) return 'gone';
  let lead;
  try {
    lead = await service.getLead(leadId);
  } catch {
    return 'failed';
  }
  if (!lead) {
    await db
      .delete(leads)
      .where(and(eq(leads.id, leadId), eq(leads.proposalBuilderId, customer.id)));
    return 'gone';
  }
  const fields = {
    proposalBuilderId: customer.id,
    redline: lead.redline,
    leadSetterId: lead.leadSetterId,
    closerId: lead.currentAppointment?.closerId ?? null,
    appointmentDate: lead.currentAppointment?.appointmentDate ?? null,
    startTime: lead.currentAppointment?.startTime ?? null,
  };
  await db
    .insert(leads)
    .values({ id: leadId, ...fields })
    .onConflictDoUpdate({ target: leads.id, set: { ...fields, updatedAt: sql`now()` } });
  return 'mirrored';
}

/**
 * Mirrors the lead of every customer that carries a lead id, `pageSize` customers at a time (by
 * id) and `concurrency` look-ups at once, so a large book neither loads into memory nor floods
 * the sales system; then drops the copies no customer carries any more.
 */
export async function mirrorAllLeads(
  db: Db,
  service: LeadsService,
  { pageSize = 200, concurrency = 4 }: { pageSize?: number; concurrency?: number } = {},
): Promise<MirrorSummary> {
  const summary: MirrorSummary = { mirrored: 0, gone: 0, failed: 0 };
  const hasLead = sql`coalesce(trim(${customers.metaData}->>'BsaId'), '') <> ''`;
  let after: string | null = null;
  for (;;) {
    const page: { id: string; metaData: CustomerMetaData }[] = await db
      .select({ id: customers.id, metaData: customers.metaData })
      .from(customers)
      .where(after ? and(hasLead, gt(customers.id, after)) : hasLead)
      .orderBy(asc(customers.id))
      .limit(pageSize);
    for (let i = 0; i < page.length; i += concurrency) {
      const outcomes = await Promise.all(
        page.slice(i, i + concurrency).map((c) => mirrorCustomerLead(db, service, c)),
      );
      for (const outcome of outcomes) summary[outcome] += 1;
    }
    if (page.length < pageSize) break;
    after = page.at(-1)!.id;
  }
  summary.gone += await dropStaleCopies(db);
  return summary;
}

/**
 * Drops the copies no customer carries any more (its lead id changed or was removed, or the
 * customer is gone), so a closer does not keep reaching a customer through an old lead. The
 * table is only a copy in this mode: the sales system has the leads.
 */
async function dropStaleCopies(db: Db): Promise<number> {
  const dropped = await db
    .delete(leads)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM ${customers} WHERE ${customers.id} = ${leads.proposalBuilderId} AND trim(${customers.metaData}->>'BsaId') = ${leads.id})`,
    )
    .returning({ id: leads.id });
  return dropped.length;
}

/** One run of the mirror (a periodic job of the queue, decision 0047), logged in one line. */
export async function runLeadsMirror(
  db: Db,
  service: LeadsService,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const started = performance.now();
  try {
    const summary = await mirrorAllLeads(db, service);
    log.info(
      { ...summary, ms: Math.round(performance.now() - started) },
      'leads mirrored from the sales system',
    );
  } catch (err) {
    log.warn({ err }, 'leads mirror failed');
  }
}

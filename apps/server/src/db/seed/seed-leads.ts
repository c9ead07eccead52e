import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, leads } from '../schema/index';
import { LEAD_SEED } from './lead-seed';

/** Demo leads of the embedded sales system, linked to the demo customers by BsaId. Idempotent. */
export async function seedLeads(db: Db): Promise<void> {
  for (const lead of LEAD_SEED) {
    const [customer] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.metaData}->>'BsaId' = ${lead.bsaId}`);
    const { id, bsaId, ...fields } = lead;
    await db
      .insert(leads)
      .values({ id: id ?? bsaId, proposalBuilderId: customer?.id ?? null, ...fields })
      .onConflictDoNothing({ target: leads.id });
  }
}

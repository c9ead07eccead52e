import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/index';

const hasProposalsTable = new WeakSet<Db>();

/**
 * The `hasProposals` filter: EXISTS a row in `proposals` with this customer's id.
 *
 * The proposals table belongs to the proposals module and may not exist yet; until it does, no
 * customer has proposals ('yes' matches none, 'no' matches all). Once it exists this is a plain
 * correlated EXISTS on proposals.customer_id (which that module indexes).
 */
export async function hasProposalsCondition(db: Db, wanted: boolean): Promise<SQL> {
  if (!hasProposalsTable.has(db)) {
    const result = await db.execute(
      sql`SELECT to_regclass('public.proposals') IS NOT NULL AS present`,
    );
    if (!rowsOf<{ present: boolean }>(result)[0]?.present) return wanted ? sql`false` : sql`true`;
    hasProposalsTable.add(db);
  }
  const exists = sql`EXISTS (SELECT 1 FROM proposals p WHERE p.customer_id = ${customers.id})`;
  return wanted ? exists : sql`NOT ${exists}`;
}

/** node-postgres and PGlite both answer `{rows}`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

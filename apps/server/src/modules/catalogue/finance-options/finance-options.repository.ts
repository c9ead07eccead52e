import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FinanceOptionRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { cached } from '../../../db/table-cache';
import { financeOptions } from '../../../db/schema/index';

export type FinanceOptionRow = typeof financeOptions.$inferSelect;
export type FinanceOptionValues = Omit<FinanceOptionRecord, 'id' | 'version'>;

const live = isNull(financeOptions.deletedAt);

export const toFinanceOption = (r: FinanceOptionRow): FinanceOptionRecord => ({
  id: r.id,
  name: r.name,
  apr: r.apr,
  lengthInYears: r.lengthInYears,
  minEpc: r.minEpc,
  maxEpc: r.maxEpc,
  fee: r.fee,
  maxLoanAmount: r.maxLoanAmount,
  installerIds: r.installerIds,
  // Only an Enium option carries the field, so standard snapshots saved before it existed still
  // compare equal to the live option (snapshot-provenance).
  ...(r.lender === 'enium' ? { lender: r.lender } : {}),
  version: r.version,
});

export async function listFinanceOptionRows(db: Db): Promise<FinanceOptionRow[]> {
  return cached(db, 'finance_options', 'list', () =>
    db
      .select()
      .from(financeOptions)
      .where(live)
      .orderBy(sql`lower(${financeOptions.name})`, asc(financeOptions.id)),
  );
}

export async function findFinanceOptionRow(
  db: Db,
  id: string,
): Promise<FinanceOptionRow | undefined> {
  return cached(db, 'finance_options', `id:${id}`, async () => {
    const [row] = await db
      .select()
      .from(financeOptions)
      .where(and(eq(financeOptions.id, id), live));
    return row;
  });
}

export async function insertFinanceOptionRow(
  db: Db,
  values: FinanceOptionValues,
): Promise<FinanceOptionRow> {
  const [row] = await db.insert(financeOptions).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateFinanceOptionRow(
  db: Db,
  id: string,
  version: number,
  values: FinanceOptionValues,
): Promise<FinanceOptionRow | undefined> {
  const [row] = await db
    .update(financeOptions)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(financeOptions.id, id), eq(financeOptions.version, version), live))
    .returning();
  return row;
}

export async function softDeleteFinanceOptionRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(financeOptions)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(financeOptions.id, id), live))
    .returning({ id: financeOptions.id });
  return rows.length === 1;
}

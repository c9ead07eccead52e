import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { IncentiveRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { cached } from '../../../db/table-cache';
import { incentives } from '../../../db/schema/index';

export type IncentiveRow = typeof incentives.$inferSelect;
export type IncentiveValues = Omit<IncentiveRecord, 'id' | 'version'>;

const live = isNull(incentives.deletedAt);

export const toIncentive = (r: IncentiveRow): IncentiveRecord => ({
  id: r.id,
  name: r.name,
  type: r.type,
  value: r.value,
  max: r.max,
  hasNoMax: r.hasNoMax,
  scope: r.scope,
  statesServiced: r.statesServiced,
  kind: r.kind,
  version: r.version,
});

export async function listIncentiveRows(db: Db): Promise<IncentiveRow[]> {
  return cached(db, 'incentives', 'list', () =>
    db
      .select()
      .from(incentives)
      .where(live)
      .orderBy(sql`lower(${incentives.name})`, asc(incentives.id)),
  );
}

export async function findIncentiveRow(db: Db, id: string): Promise<IncentiveRow | undefined> {
  return cached(db, 'incentives', `id:${id}`, async () => {
    const [row] = await db
      .select()
      .from(incentives)
      .where(and(eq(incentives.id, id), live));
    return row;
  });
}

export async function insertIncentiveRow(db: Db, values: IncentiveValues): Promise<IncentiveRow> {
  const [row] = await db.insert(incentives).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateIncentiveRow(
  db: Db,
  id: string,
  version: number,
  values: IncentiveValues,
): Promise<IncentiveRow | undefined> {
  const [row] = await db
    .update(incentives)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(incentives.id, id), eq(incentives.version, version), live))
    .returning();
  return row;
}

export async function softDeleteIncentiveRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(incentives)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(incentives.id, id), live))
    .returning({ id: incentives.id });
  return rows.length === 1;
}

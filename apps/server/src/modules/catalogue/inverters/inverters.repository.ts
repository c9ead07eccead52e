import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { InverterRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { cached } from '../../../db/table-cache';
import { inverters } from '../../../db/schema/index';

export type InverterRow = typeof inverters.$inferSelect;
export type InverterValues = Omit<InverterRecord, 'id' | 'version'>;

const live = isNull(inverters.deletedAt);

export const toInverter = (r: InverterRow): InverterRecord => ({
  id: r.id,
  name: r.name,
  losses: r.losses,
  incentiveMultiplier: r.incentiveMultiplier,
  isDefault: r.isDefault,
  version: r.version,
});

export async function listInverterRows(db: Db): Promise<InverterRow[]> {
  return cached(db, 'inverters', 'list', () =>
    db
      .select()
      .from(inverters)
      .where(live)
      .orderBy(sql`lower(${inverters.name})`, asc(inverters.id)),
  );
}

export async function findInverterRow(db: Db, id: string): Promise<InverterRow | undefined> {
  return cached(db, 'inverters', `id:${id}`, async () => {
    const [row] = await db
      .select()
      .from(inverters)
      .where(and(eq(inverters.id, id), live));
    return row;
  });
}

export async function countOtherInverters(db: Db, id: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(inverters)
    .where(id ? and(live, ne(inverters.id, id)) : live);
  return row?.n ?? 0;
}

export async function hasDefaultInverter(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: inverters.id })
    .from(inverters)
    .where(and(live, eq(inverters.isDefault, true)));
  return row !== undefined;
}

/** Clears the default mark on every other live inverter (each changed inverter gets a new version). */
export async function clearDefaultInverters(db: Db, exceptId: string | null): Promise<void> {
  await db
    .update(inverters)
    .set({ isDefault: false, version: sql`${inverters.version} + 1`, updatedAt: new Date() })
    .where(
      and(live, eq(inverters.isDefault, true), exceptId ? ne(inverters.id, exceptId) : undefined),
    );
}

export async function insertInverterRow(db: Db, values: InverterValues): Promise<InverterRow> {
  const [row] = await db.insert(inverters).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateInverterRow(
  db: Db,
  id: string,
  version: number,
  values: InverterValues,
): Promise<InverterRow | undefined> {
  const [row] = await db
    .update(inverters)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(inverters.id, id), eq(inverters.version, version), live))
    .returning();
  return row;
}

export async function softDeleteInverterRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(inverters)
    .set({ deletedAt: new Date(), isDefault: false, updatedAt: new Date() })
    .where(and(eq(inverters.id, id), live))
    .returning({ id: inverters.id });
  return rows.length === 1;
}

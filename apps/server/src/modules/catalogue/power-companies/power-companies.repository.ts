import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PowerCompanyRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { cached } from '../../../db/table-cache';
import { powerCompanies } from '../../../db/schema/index';

export type PowerCompanyRow = typeof powerCompanies.$inferSelect;
export type PowerCompanyValues = Omit<PowerCompanyRecord, 'id' | 'version'>;

const live = isNull(powerCompanies.deletedAt);

export const toPowerCompany = (r: PowerCompanyRow): PowerCompanyRecord => ({
  id: r.id,
  name: r.name,
  maxTotalOffset: r.maxTotalOffset,
  maxSolarOffset: r.maxSolarOffset,
  statesServiced: r.statesServiced,
  systemSizeLimit: r.systemSizeLimit,
  ratesFixed: r.ratesFixed,
  preSolarPlans: r.preSolarPlans,
  postSolarPlans: r.postSolarPlans,
  version: r.version,
});

export async function listPowerCompanyRows(db: Db): Promise<PowerCompanyRow[]> {
  return cached(db, 'power_companies', 'list', () =>
    db
      .select()
      .from(powerCompanies)
      .where(live)
      .orderBy(sql`lower(${powerCompanies.name})`, asc(powerCompanies.id)),
  );
}

export async function findPowerCompanyRow(
  db: Db,
  id: string,
): Promise<PowerCompanyRow | undefined> {
  return cached(db, 'power_companies', `id:${id}`, async () => {
    const [row] = await db
      .select()
      .from(powerCompanies)
      .where(and(eq(powerCompanies.id, id), live));
    return row;
  });
}

export async function insertPowerCompanyRow(
  db: Db,
  values: PowerCompanyValues,
): Promise<PowerCompanyRow> {
  const [row] = await db.insert(powerCompanies).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updatePowerCompanyRow(
  db: Db,
  id: string,
  version: number,
  values: PowerCompanyValues,
): Promise<PowerCompanyRow | undefined> {
  const [row] = await db
    .update(powerCompanies)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(powerCompanies.id, id), eq(powerCompanies.version, version), live))
    .returning();
  return row;
}

export async function softDeletePowerCompanyRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(powerCompanies)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(powerCompanies.id, id), live))
    .returning({ id: powerCompanies.id });
  return rows.length === 1;
}

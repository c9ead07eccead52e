import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { InstallerRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { cached } from '../../../db/table-cache';
import { installers } from '../../../db/schema/index';

export type InstallerRow = typeof installers.$inferSelect;
export type InstallerValues = Omit<InstallerRecord, 'id' | 'version'>;

const live = isNull(installers.deletedAt);

export const toInstaller = (r: InstallerRow): InstallerRecord => ({
  id: r.id,
  name: r.name,
  baseTemplate: r.baseTemplate,
  statesServiced: r.statesServiced,
  isDefault: r.isDefault,
  adders: r.adders,
  version: r.version,
});

export async function listInstallerRows(db: Db): Promise<InstallerRow[]> {
  return cached(db, 'installers', 'list', () =>
    db
      .select()
      .from(installers)
      .where(live)
      .orderBy(sql`lower(${installers.name})`, asc(installers.id)),
  );
}

export async function findInstallerRow(db: Db, id: string): Promise<InstallerRow | undefined> {
  return cached(db, 'installers', `id:${id}`, async () => {
    const [row] = await db
      .select()
      .from(installers)
      .where(and(eq(installers.id, id), live));
    return row;
  });
}

export async function countOtherInstallers(db: Db, id: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(installers)
    .where(id ? and(live, ne(installers.id, id)) : live);
  return row?.n ?? 0;
}

export async function hasDefaultInstaller(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: installers.id })
    .from(installers)
    .where(and(live, eq(installers.isDefault, true)));
  return row !== undefined;
}

/** Clears the default mark on every other live installer (each changed installer gets a new version). */
export async function clearDefaultInstallers(db: Db, exceptId: string | null): Promise<void> {
  await db
    .update(installers)
    .set({ isDefault: false, version: sql`${installers.version} + 1`, updatedAt: new Date() })
    .where(
      and(live, eq(installers.isDefault, true), exceptId ? ne(installers.id, exceptId) : undefined),
    );
}

export async function insertInstallerRow(db: Db, values: InstallerValues): Promise<InstallerRow> {
  const [row] = await db.insert(installers).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateInstallerRow(
  db: Db,
  id: string,
  version: number,
  values: InstallerValues,
): Promise<InstallerRow | undefined> {
  const [row] = await db
    .update(installers)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(installers.id, id), eq(installers.version, version), live))
    .returning();
  return row;
}

export async function softDeleteInstallerRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(installers)
    .set({ deletedAt: new Date(), isDefault: false, updatedAt: new Date() })
    .where(and(eq(installers.id, id), live))
    .returning({ id: installers.id });
  return rows.length === 1;
}

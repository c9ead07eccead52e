import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PanelRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { cached } from '../../../db/table-cache';
import { panels } from '../../../db/schema/index';

export type PanelRow = typeof panels.$inferSelect;
export type PanelValues = Omit<PanelRecord, 'id' | 'version'>;

const live = isNull(panels.deletedAt);

export const toPanel = (r: PanelRow): PanelRecord => ({
  id: r.id,
  name: r.name,
  cells: r.cells,
  isDefault: r.isDefault,
  productionPercentage: r.productionPercentage,
  installerIds: r.installerIds,
  statesServiced: r.statesServiced,
  version: r.version,
});

export async function listPanelRows(db: Db): Promise<PanelRow[]> {
  return cached(db, 'panels', 'list', () =>
    db
      .select()
      .from(panels)
      .where(live)
      .orderBy(sql`lower(${panels.name})`, asc(panels.id)),
  );
}

export async function findPanelRow(db: Db, id: string): Promise<PanelRow | undefined> {
  return cached(db, 'panels', `id:${id}`, async () => {
    const [row] = await db
      .select()
      .from(panels)
      .where(and(eq(panels.id, id), live));
    return row;
  });
}

export async function countOtherPanels(db: Db, id: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(panels)
    .where(id ? and(live, ne(panels.id, id)) : live);
  return row?.n ?? 0;
}

export async function hasDefaultPanel(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: panels.id })
    .from(panels)
    .where(and(live, eq(panels.isDefault, true)));
  return row !== undefined;
}

/** Clears the default mark on every other live panel (each changed panel gets a new version). */
export async function clearDefaultPanels(db: Db, exceptId: string | null): Promise<void> {
  await db
    .update(panels)
    .set({ isDefault: false, version: sql`${panels.version} + 1`, updatedAt: new Date() })
    .where(and(live, eq(panels.isDefault, true), exceptId ? ne(panels.id, exceptId) : undefined));
}

export async function insertPanelRow(db: Db, values: PanelValues): Promise<PanelRow> {
  const [row] = await db.insert(panels).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updatePanelRow(
  db: Db,
  id: string,
  version: number,
  values: PanelValues,
): Promise<PanelRow | undefined> {
  const [row] = await db
    .update(panels)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(panels.id, id), eq(panels.version, version), live))
    .returning();
  return row;
}

export async function softDeletePanelRow(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(panels)
    .set({ deletedAt: new Date(), isDefault: false, updatedAt: new Date() })
    .where(and(eq(panels.id, id), live))
    .returning({ id: panels.id });
  return rows.length === 1;
}

import { and, eq } from 'drizzle-orm';
import type { SiteSettings, SiteSettingsRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { cached, tableChanged } from '../../../db/table-cache';
import { siteSettings } from '../../../db/schema/index';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/** The settings table holds one row, id 1. */
const SINGLE_ROW_ID = 1;

export const toSiteSettings = (r: SiteSettingsRow): SiteSettingsRecord => ({
  defaultEpcTarget: r.defaultEpcTarget,
  adders: r.adders,
  roofTypes: r.roofTypes,
  steepPtichAmount: r.steepPtichAmount,
  treeAdderAmount: r.treeAdderAmount,
  flatRoofAmount: r.flatRoofAmount,
  version: r.version,
});

export async function findSiteSettingsRow(db: Db): Promise<SiteSettingsRow | undefined> {
  return cached(db, 'site_settings', 'row', async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SINGLE_ROW_ID));
    return row;
  });
}

/**
 * Writes the row when it is missing (idempotent). A read may run this (GET recreates a missing
 * row), so it drops this process's cached "missing" at once instead of waiting for the NOTIFY.
 */
export async function insertSiteSettingsIfMissing(db: Db, values: SiteSettings): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ id: SINGLE_ROW_ID, ...values })
    .onConflictDoNothing({ target: siteSettings.id });
  tableChanged(db, 'site_settings');
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateSiteSettingsRow(
  db: Db,
  version: number,
  values: SiteSettings,
): Promise<SiteSettingsRow | undefined> {
  const [row] = await db
    .update(siteSettings)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(siteSettings.id, SINGLE_ROW_ID), eq(siteSettings.version, version)))
    .returning();
  return row;
}

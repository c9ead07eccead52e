import { eq } from 'drizzle-orm';
import type { Installer, SiteSettings } from '@pb/core';
import type { Db } from '../../db/client';
import { installers } from '../../db/schema/index';
import { cached } from '../../db/table-cache';
import { findSiteSettingsRow } from '../catalogue/site-settings/site-settings.repository';

/** Catalogue facts the details' figures depend on beyond their own snapshots. */
export interface DetailsCatalogueContext {
  /** The chosen installer (base template → minimum panels), also when since deleted; null if none. */
  installer: Installer | null;
  siteSettings: SiteSettings | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loadDetailsContext(
  db: Db,
  installerId: string | null,
): Promise<DetailsCatalogueContext> {
  // Also a since-deleted installer (no `live` filter), hence its own cache key.
  const [installerRow] =
    installerId && UUID.test(installerId)
      ? await cached(db, 'installers', `any:${installerId}`, () =>
          db.select().from(installers).where(eq(installers.id, installerId)),
        )
      : [];
  const settingsRow = await findSiteSettingsRow(db);
  return {
    installer: installerRow
      ? {
          id: installerRow.id,
          name: installerRow.name,
          baseTemplate: installerRow.baseTemplate,
          statesServiced: installerRow.statesServiced,
          isDefault: installerRow.isDefault,
          adders: installerRow.adders,
        }
      : null,
    siteSettings: settingsRow
      ? {
          defaultEpcTarget: settingsRow.defaultEpcTarget,
          adders: settingsRow.adders,
          roofTypes: settingsRow.roofTypes,
          steepPtichAmount: settingsRow.steepPtichAmount,
          treeAdderAmount: settingsRow.treeAdderAmount,
          flatRoofAmount: settingsRow.flatRoofAmount,
        }
      : null,
  };
}

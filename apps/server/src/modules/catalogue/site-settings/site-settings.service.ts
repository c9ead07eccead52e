import {
  CATALOGUE_MESSAGES,
  type SiteSettingsRecord,
  type UpdateSiteSettingsInput,
} from '@pb/core';
import type { Db } from '../../../db/client';
import { conflict } from '../../../errors';
import { DEFAULT_SITE_SETTINGS } from './default-site-settings';
import {
  findSiteSettingsRow,
  insertSiteSettingsIfMissing,
  toSiteSettings,
  updateSiteSettingsRow,
  type SiteSettingsRow,
} from './site-settings.repository';

async function currentRow(db: Db): Promise<SiteSettingsRow> {
  const row = await findSiteSettingsRow(db);
  if (row) return row;
  await insertSiteSettingsIfMissing(db, DEFAULT_SITE_SETTINGS);
  const seeded = await findSiteSettingsRow(db);
  if (!seeded) throw new Error('site settings row could not be created');
  return seeded;
}

export async function getSiteSettings(db: Db): Promise<SiteSettingsRecord> {
  return toSiteSettings(await currentRow(db));
}

/**
 * Saves the whole settings at the version read. The schema has already refused renaming or
 * dropping a default adder and locking an unlockable one; roof types are marked as such.
 */
export async function updateSiteSettings(
  db: Db,
  input: UpdateSiteSettingsInput,
): Promise<SiteSettingsRecord> {
  const existing = await currentRow(db);
  if (existing.version !== input.version)
    throw conflict(CATALOGUE_MESSAGES.settingsChangedElsewhere);
  const { version, ...values } = input;
  const row = await updateSiteSettingsRow(db, version, {
    ...values,
    roofTypes: values.roofTypes.map((r) => ({ ...r, isRoofType: true })),
  });
  if (!row) throw conflict(CATALOGUE_MESSAGES.settingsChangedElsewhere);
  return toSiteSettings(row);
}

import type { CreateInstallerInput, InstallerRecord, UpdateInstallerInput } from '@pb/core';
import type { Db } from '../../../db/client';
import { notFound, staleVersion } from '../../../errors';
import { defaultRules } from '../shared/single-default';
import {
  clearDefaultInstallers,
  countOtherInstallers,
  findInstallerRow,
  hasDefaultInstaller,
  insertInstallerRow,
  listInstallerRows,
  softDeleteInstallerRow,
  toInstaller,
  updateInstallerRow,
} from './installers.repository';

const NOT_FOUND = 'Installer not found.';
const rules = defaultRules('installer');

export async function listInstallers(db: Db): Promise<InstallerRecord[]> {
  return (await listInstallerRows(db)).map(toInstaller);
}

export async function getInstaller(db: Db, id: string): Promise<InstallerRecord> {
  const row = await findInstallerRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toInstaller(row);
}

/** Creates an installer; `isDefault` (or being the first installer) makes it the one default. */
export async function createInstaller(
  db: Db,
  input: CreateInstallerInput,
): Promise<InstallerRecord> {
  return db
    .transaction(async (tx) => {
      const isDefault = input.isDefault || !(await hasDefaultInstaller(tx));
      if (isDefault) await clearDefaultInstallers(tx, null);
      return toInstaller(await insertInstallerRow(tx, { ...input, isDefault }));
    })
    .catch(rules.mapRace);
}

export async function updateInstaller(
  db: Db,
  input: UpdateInstallerInput,
): Promise<InstallerRecord> {
  const existing = await findInstallerRow(db, input.id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.version !== input.version) throw staleVersion('installer');
  if (existing.isDefault && !input.isDefault) throw rules.cannotUnset();
  const { id, version, ...values } = input;
  return db
    .transaction(async (tx) => {
      if (values.isDefault && !existing.isDefault) await clearDefaultInstallers(tx, id);
      const row = await updateInstallerRow(tx, id, version, values);
      if (!row) throw staleVersion('installer');
      return toInstaller(row);
    })
    .catch(rules.mapRace);
}

/** Soft delete: proposals keep their snapshots and the id stays resolvable for history. */
export async function deleteInstaller(db: Db, id: string): Promise<true> {
  const existing = await findInstallerRow(db, id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.isDefault && (await countOtherInstallers(db, id)) > 0) throw rules.cannotDelete();
  if (!(await softDeleteInstallerRow(db, id))) throw notFound(NOT_FOUND);
  return true;
}

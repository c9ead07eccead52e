import type { CreatePanelInput, PanelRecord, UpdatePanelInput } from '@pb/core';
import type { Db } from '../../../db/client';
import { notFound, staleVersion } from '../../../errors';
import { checkInstallerIds } from '../shared/installer-references';
import { defaultRules } from '../shared/single-default';
import {
  clearDefaultPanels,
  countOtherPanels,
  findPanelRow,
  hasDefaultPanel,
  insertPanelRow,
  listPanelRows,
  softDeletePanelRow,
  toPanel,
  updatePanelRow,
} from './panels.repository';

const NOT_FOUND = 'Panel not found.';
const rules = defaultRules('panel');

export async function listPanels(db: Db): Promise<PanelRecord[]> {
  return (await listPanelRows(db)).map(toPanel);
}

export async function getPanel(db: Db, id: string): Promise<PanelRecord> {
  const row = await findPanelRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toPanel(row);
}

/** Creates a panel; `isDefault` (or being the first panel) makes it the one default. */
export async function createPanel(db: Db, input: CreatePanelInput): Promise<PanelRecord> {
  await checkInstallerIds(db, input.installerIds);
  return db
    .transaction(async (tx) => {
      const isDefault = input.isDefault || !(await hasDefaultPanel(tx));
      if (isDefault) await clearDefaultPanels(tx, null);
      return toPanel(await insertPanelRow(tx, { ...input, isDefault }));
    })
    .catch(rules.mapRace);
}

export async function updatePanel(db: Db, input: UpdatePanelInput): Promise<PanelRecord> {
  const existing = await findPanelRow(db, input.id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.version !== input.version) throw staleVersion('panel');
  if (existing.isDefault && !input.isDefault) throw rules.cannotUnset();
  await checkInstallerIds(db, input.installerIds, existing.installerIds);
  const { id, version, ...values } = input;
  return db
    .transaction(async (tx) => {
      if (values.isDefault && !existing.isDefault) await clearDefaultPanels(tx, id);
      const row = await updatePanelRow(tx, id, version, values);
      if (!row) throw staleVersion('panel');
      return toPanel(row);
    })
    .catch(rules.mapRace);
}

/** Soft delete: proposals keep their snapshots and the id stays resolvable for history. */
export async function deletePanel(db: Db, id: string): Promise<true> {
  const existing = await findPanelRow(db, id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.isDefault && (await countOtherPanels(db, id)) > 0) throw rules.cannotDelete();
  if (!(await softDeletePanelRow(db, id))) throw notFound(NOT_FOUND);
  return true;
}

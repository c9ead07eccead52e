import type { CreateInverterInput, InverterRecord, UpdateInverterInput } from '@pb/core';
import type { Db } from '../../../db/client';
import { notFound, staleVersion } from '../../../errors';
import { defaultRules } from '../shared/single-default';
import {
  clearDefaultInverters,
  countOtherInverters,
  findInverterRow,
  hasDefaultInverter,
  insertInverterRow,
  listInverterRows,
  softDeleteInverterRow,
  toInverter,
  updateInverterRow,
} from './inverters.repository';

const NOT_FOUND = 'Inverter not found.';
const rules = defaultRules('inverter');

export async function listInverters(db: Db): Promise<InverterRecord[]> {
  return (await listInverterRows(db)).map(toInverter);
}

export async function getInverter(db: Db, id: string): Promise<InverterRecord> {
  const row = await findInverterRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toInverter(row);
}

/** Creates an inverter; `isDefault` (or being the first inverter) makes it the one default. */
export async function createInverter(db: Db, input: CreateInverterInput): Promise<InverterRecord> {
  return db
    .transaction(async (tx) => {
      const isDefault = input.isDefault || !(await hasDefaultInverter(tx));
      if (isDefault) await clearDefaultInverters(tx, null);
      return toInverter(await insertInverterRow(tx, { ...input, isDefault }));
    })
    .catch(rules.mapRace);
}

export async function updateInverter(db: Db, input: UpdateInverterInput): Promise<InverterRecord> {
  const existing = await findInverterRow(db, input.id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.version !== input.version) throw staleVersion('inverter');
  if (existing.isDefault && !input.isDefault) throw rules.cannotUnset();
  const { id, version, ...values } = input;
  return db
    .transaction(async (tx) => {
      if (values.isDefault && !existing.isDefault) await clearDefaultInverters(tx, id);
      const row = await updateInverterRow(tx, id, version, values);
      if (!row) throw staleVersion('inverter');
      return toInverter(row);
    })
    .catch(rules.mapRace);
}

/** Soft delete: proposals keep their snapshots and the id stays resolvable for history. */
export async function deleteInverter(db: Db, id: string): Promise<true> {
  const existing = await findInverterRow(db, id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.isDefault && (await countOtherInverters(db, id)) > 0) throw rules.cannotDelete();
  if (!(await softDeleteInverterRow(db, id))) throw notFound(NOT_FOUND);
  return true;
}

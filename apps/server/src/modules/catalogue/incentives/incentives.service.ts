import type { CreateIncentiveInput, IncentiveRecord, UpdateIncentiveInput } from '@pb/core';
import type { Db } from '../../../db/client';
import { notFound, staleVersion } from '../../../errors';
import {
  findIncentiveRow,
  insertIncentiveRow,
  listIncentiveRows,
  softDeleteIncentiveRow,
  toIncentive,
  updateIncentiveRow,
  type IncentiveValues,
} from './incentives.repository';

const NOT_FOUND = 'Incentive not found.';

/** 'No Maximum' stores max 0; states are kept only for scope Local (spec 2 §5). */
const valuesOf = (input: CreateIncentiveInput): IncentiveValues => ({
  name: input.name,
  type: input.type,
  value: input.value,
  hasNoMax: input.hasNoMax,
  max: input.hasNoMax ? 0 : input.max,
  scope: input.scope,
  statesServiced: input.scope === 'Local' ? input.statesServiced : [],
  kind: input.kind,
});

export async function listIncentives(db: Db): Promise<IncentiveRecord[]> {
  return (await listIncentiveRows(db)).map(toIncentive);
}

export async function getIncentive(db: Db, id: string): Promise<IncentiveRecord> {
  const row = await findIncentiveRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toIncentive(row);
}

export async function createIncentive(
  db: Db,
  input: CreateIncentiveInput,
): Promise<IncentiveRecord> {
  return toIncentive(await insertIncentiveRow(db, valuesOf(input)));
}

export async function updateIncentive(
  db: Db,
  input: UpdateIncentiveInput,
): Promise<IncentiveRecord> {
  const existing = await findIncentiveRow(db, input.id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.version !== input.version) throw staleVersion('incentive');
  const row = await updateIncentiveRow(db, input.id, input.version, valuesOf(input));
  if (!row) throw staleVersion('incentive');
  return toIncentive(row);
}

/** Soft delete: proposals keep their snapshots and the id stays resolvable for history. */
export async function deleteIncentive(db: Db, id: string): Promise<true> {
  if (!(await softDeleteIncentiveRow(db, id))) throw notFound(NOT_FOUND);
  return true;
}

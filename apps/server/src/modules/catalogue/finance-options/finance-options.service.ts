import { lenderFromName, type FinanceOptionRecord, type SaveFinanceOptionInput } from '@pb/core';
import type { Db } from '../../../db/client';
import { notFound, staleVersion } from '../../../errors';
import { checkInstallerIds } from '../shared/installer-references';
import {
  findFinanceOptionRow,
  insertFinanceOptionRow,
  listFinanceOptionRows,
  softDeleteFinanceOptionRow,
  toFinanceOption,
  updateFinanceOptionRow,
  type FinanceOptionValues,
} from './finance-options.repository';

const NOT_FOUND = 'Finance Option not found.';

const valuesOf = (input: SaveFinanceOptionInput): FinanceOptionValues => ({
  name: input.name,
  apr: input.apr,
  lengthInYears: input.lengthInYears,
  minEpc: input.minEpc,
  maxEpc: input.maxEpc,
  fee: input.fee,
  maxLoanAmount: input.maxLoanAmount,
  installerIds: input.installerIds,
  // Lender Terms left empty follow the name (spec 2 §9, issue 31); a chosen value is kept.
  lender: input.lender ?? lenderFromName(input.name),
});

export async function listFinanceOptions(db: Db): Promise<FinanceOptionRecord[]> {
  return (await listFinanceOptionRows(db)).map(toFinanceOption);
}

export async function getFinanceOption(db: Db, id: string): Promise<FinanceOptionRecord> {
  const row = await findFinanceOptionRow(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toFinanceOption(row);
}

/**
 * The PATCH of spec 2 §7: an absent or empty id creates, otherwise updates at the version sent.
 * `created` tells the route to answer 201.
 */
export async function saveFinanceOption(
  db: Db,
  input: SaveFinanceOptionInput,
): Promise<{ created: boolean; item: FinanceOptionRecord }> {
  if (!input.id) {
    await checkInstallerIds(db, input.installerIds);
    return {
      created: true,
      item: toFinanceOption(await insertFinanceOptionRow(db, valuesOf(input))),
    };
  }
  const existing = await findFinanceOptionRow(db, input.id);
  if (!existing) throw notFound(NOT_FOUND);
  const version = input.version ?? -1;
  if (existing.version !== version) throw staleVersion('finance option');
  await checkInstallerIds(db, input.installerIds, existing.installerIds);
  const row = await updateFinanceOptionRow(db, input.id, version, valuesOf(input));
  if (!row) throw staleVersion('finance option');
  return { created: false, item: toFinanceOption(row) };
}

/** Soft delete: proposals keep their snapshots and the id stays resolvable for history. */
export async function deleteFinanceOption(db: Db, id: string): Promise<true> {
  if (!(await softDeleteFinanceOptionRow(db, id))) throw notFound(NOT_FOUND);
  return true;
}

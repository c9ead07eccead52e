import { and, desc, eq } from 'drizzle-orm';
import type { Contract, ContractChange } from '@pb/core';
import type { Db } from '../../db/client';
import { contractChanges, contracts } from '../../db/schema/index';

export type ContractRow = typeof contracts.$inferSelect;
export type ContractValues = Partial<
  Omit<typeof contracts.$inferInsert, 'id' | 'version' | 'createdAt'>
>;

export const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  customerId: r.customerId,
  contractId: r.contractId,
  firstName: r.firstName,
  lastName: r.lastName,
  address: r.address,
  city: r.city,
  state: r.state,
  zip: r.zip,
  email: r.email,
  phone: r.phone,
  loanId: r.loanId,
  pandaDocId: r.pandaDocId,
  pandaDocStatus: r.pandaDocStatus,
  pandaDocs: r.pandaDocs.map((d) => ({ ...d, price: d.price ?? null })),
  salesforceID: r.salesforceId,
  siteSurvey: r.siteSurvey ?? null,
  emailSent: r.emailSent,
  metaData: r.metaData,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

export async function findContractRow(db: Db, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

/** Inserts the record; undefined when it already exists (a concurrent create). */
export async function insertContractRow(
  db: Db,
  values: ContractValues & { id: string; customerId: string },
): Promise<ContractRow | undefined> {
  const [row] = await db.insert(contracts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Writes at the version read; undefined when stale. */
export async function updateContractRow(
  db: Db,
  id: string,
  version: number,
  values: ContractValues,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(contracts)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(contracts.id, id), eq(contracts.version, version)))
    .returning();
  return row;
}

export interface ChangeEntry {
  field: string;
  before: unknown;
  after: unknown;
}

export async function insertChanges(
  db: Db,
  contractId: string,
  who: { id: string | null; name: string },
  changes: ChangeEntry[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(contractChanges).values(
    changes.map((c) => ({
      contractId,
      userId: who.id,
      changedBy: who.name,
      field: c.field,
      before: c.before ?? null,
      after: c.after ?? null,
    })),
  );
}

export async function listChanges(db: Db, contractId: string): Promise<ContractChange[]> {
  const rows = await db
    .select()
    .from(contractChanges)
    .where(eq(contractChanges.contractId, contractId))
    .orderBy(desc(contractChanges.createdAt), desc(contractChanges.id));
  return rows.map((r) => ({
    id: r.id,
    changedBy: r.changedBy,
    changedAt: r.createdAt.toISOString(),
    field: r.field,
    before: r.before,
    after: r.after,
  }));
}

/**
 * metaData keys that are the server's bookkeeping, not anyone's change: the agreement document's
 * intent (decision 0067) comes and goes with every Generate Agreement.
 */
const BOOKKEEPING_META = ['documentIntent'];

const historyValue = (key: string, value: unknown) =>
  key === 'metaData' && value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter(([k]) => !BOOKKEEPING_META.includes(k)))
    : value;

/** Field-by-field differences between a row and the values about to be written. */
export function diff(row: ContractRow, values: ContractValues): ChangeEntry[] {
  const out: ChangeEntry[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (key === 'updatedAt') continue;
    const after = historyValue(key, value);
    const before = historyValue(key, (row as Record<string, unknown>)[key]);
    if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) {
      out.push({ field: key === 'salesforceId' ? 'salesforceID' : key, before, after });
    }
  }
  return out;
}

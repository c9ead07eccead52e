import { and, eq } from 'drizzle-orm';
import type { ContractTemplateField, ContractTemplateRecord } from '@pb/core';
import type { Db } from '../../../db/client';
import { contractTemplates } from '../../../db/schema/index';

export type ContractTemplateRow = typeof contractTemplates.$inferSelect;

export const toContractTemplate = (r: ContractTemplateRow): ContractTemplateRecord => ({
  id: r.id,
  pandadocId: r.pandadocId,
  fields: r.fields,
  dateCreated: r.createdAt.toISOString(),
  isActive: r.isActive,
  version: r.version,
});

export async function listContractTemplateRows(db: Db): Promise<ContractTemplateRow[]> {
  return db.select().from(contractTemplates);
}

export async function findContractTemplateById(
  db: Db,
  id: string,
): Promise<ContractTemplateRow | undefined> {
  const [row] = await db.select().from(contractTemplates).where(eq(contractTemplates.id, id));
  return row;
}

export async function findContractTemplateByPandadocId(
  db: Db,
  pandadocId: string,
): Promise<ContractTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.pandadocId, pandadocId));
  return row;
}

export async function insertContractTemplateRow(
  db: Db,
  values: { pandadocId: string; fields: ContractTemplateField[]; isActive: boolean },
): Promise<ContractTemplateRow> {
  const [row] = await db.insert(contractTemplates).values(values).returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateContractTemplateRow(
  db: Db,
  id: string,
  version: number,
  values: { fields: ContractTemplateField[]; isActive: boolean },
): Promise<ContractTemplateRow | undefined> {
  const [row] = await db
    .update(contractTemplates)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(contractTemplates.id, id), eq(contractTemplates.version, version)))
    .returning();
  return row;
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { CreateTemplateInput, TemplateRecord } from '@pb/core';
import type { Db } from '../../db/client';
import { proposalTemplates } from '../../db/schema/index';

export type TemplateRow = typeof proposalTemplates.$inferSelect;

export const toTemplate = (r: TemplateRow): TemplateRecord => ({
  id: r.id,
  name: r.name,
  baseTemplate: r.baseTemplate,
  ...(r.userId ? { userId: r.userId } : {}),
  pages: r.pages,
  isDefault: false,
  version: r.version,
});

export async function listTemplateRows(db: Db): Promise<TemplateRow[]> {
  return db
    .select()
    .from(proposalTemplates)
    .orderBy(sql`lower(${proposalTemplates.name})`, asc(proposalTemplates.id));
}

export async function findTemplateRow(db: Db, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(proposalTemplates).where(eq(proposalTemplates.id, id));
  return row;
}

export async function insertTemplateRow(
  db: Db,
  userId: string,
  input: CreateTemplateInput,
): Promise<TemplateRow> {
  const [row] = await db
    .insert(proposalTemplates)
    .values({ ...input, userId })
    .returning();
  return row!;
}

/** Optimistic update: undefined when the version did not match (someone saved first). */
export async function updateTemplateRow(
  db: Db,
  id: string,
  version: number,
  values: CreateTemplateInput,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(proposalTemplates)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(proposalTemplates.id, id), eq(proposalTemplates.version, version)))
    .returning();
  return row;
}

export async function deleteTemplateRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(proposalTemplates)
    .where(eq(proposalTemplates.id, id))
    .returning({ id: proposalTemplates.id });
  return deleted.length === 1;
}

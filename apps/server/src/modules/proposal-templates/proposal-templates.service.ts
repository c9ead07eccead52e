import {
  DEFAULT_PROPOSAL_TEMPLATES,
  findDefaultTemplate,
  PROPOSAL_MESSAGES as M,
  type CreateTemplateInput,
  type TemplateRecord,
  type UpdateTemplateInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import { isUuid } from '../../lib/uuid';
import {
  deleteTemplateRow,
  findTemplateRow,
  insertTemplateRow,
  listTemplateRows,
  toTemplate,
  updateTemplateRow,
} from './proposal-templates.repository';

const readOnly = () => badRequest(M.defaultTemplateReadOnly);

/** The four built-in templates first, then the custom ones by name. */
export async function listTemplates(db: Db): Promise<TemplateRecord[]> {
  return [...DEFAULT_PROPOSAL_TEMPLATES, ...(await listTemplateRows(db)).map(toTemplate)];
}

export async function getTemplate(db: Db, id: string): Promise<TemplateRecord> {
  const builtIn = findDefaultTemplate(id);
  if (builtIn) return builtIn;
  const row = isUuid(id) ? await findTemplateRow(db, id) : undefined;
  if (!row) throw notFound(M.templateNotFound);
  return toTemplate(row);
}

export async function createTemplate(
  db: Db,
  userId: string,
  input: CreateTemplateInput,
): Promise<TemplateRecord> {
  return toTemplate(await insertTemplateRow(db, userId, input));
}

export async function updateTemplate(db: Db, input: UpdateTemplateInput): Promise<TemplateRecord> {
  if (findDefaultTemplate(input.id)) throw readOnly();
  const existing = isUuid(input.id) ? await findTemplateRow(db, input.id) : undefined;
  if (!existing) throw notFound(M.templateNotFound);
  const { id, version, ...values } = input;
  const stale = () => new AppError('CONFLICT', M.staleTemplate);
  if (existing.version !== version) throw stale();
  const row = await updateTemplateRow(db, id, version, values);
  if (!row) throw stale();
  return toTemplate(row);
}

/** Deletes a custom template; proposals keep their own copy of the template they were made with. */
export async function deleteTemplate(db: Db, id: string): Promise<true> {
  if (findDefaultTemplate(id)) throw readOnly();
  if (!isUuid(id) || !(await deleteTemplateRow(db, id))) throw notFound(M.templateNotFound);
  return true;
}

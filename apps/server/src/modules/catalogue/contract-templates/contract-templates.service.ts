import type {
  ContractTemplateDetail,
  ContractTemplateListItem,
  ContractTemplateRecord,
  DocumentTemplate,
  DocumentTemplateDetails,
  SaveContractTemplateInput,
} from '@pb/core';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../errors';
import type { DocumentProvider } from '../../../integrations/documents/document-provider';
import { isUniqueViolation } from '../../../lib/db-errors';
import {
  findContractTemplateById,
  findContractTemplateByPandadocId,
  insertContractTemplateRow,
  listContractTemplateRows,
  toContractTemplate,
  updateContractTemplateRow,
} from './contract-templates.repository';

const NOT_FOUND = 'Contract Template not found.';
const PROVIDER_TEMPLATE_NOT_FOUND = 'Could not get Pandadoc Contract Template.';

/** Every provider template joined with our record (one provider call, one query). */
export async function listContractTemplates(
  db: Db,
  provider: DocumentProvider,
): Promise<ContractTemplateListItem[]> {
  const [templates, rows] = await Promise.all([
    provider.listTemplates(),
    listContractTemplateRows(db),
  ]);
  const byPandadocId = new Map(rows.map((r) => [r.pandadocId, r]));
  return templates.map((t) => {
    const r = byPandadocId.get(t.id);
    return {
      pandadocId: t.id,
      name: t.name,
      isConfigured: !!r && r.fields.some((f) => f.value !== ''),
      mappedFieldCount: r ? r.fields.filter((f) => f.value !== '').length : 0,
      fieldCount: r?.fields.length ?? 0,
      isActive: r?.isActive ?? false,
      contractTemplateId: r?.id ?? null,
      version: r?.version ?? null,
    };
  });
}

/** Our record for a provider template, with the provider's fields to map; 404 when none yet. */
export async function getContractTemplate(
  db: Db,
  provider: DocumentProvider,
  pandadocId: string,
): Promise<ContractTemplateDetail> {
  const row = await findContractTemplateByPandadocId(db, pandadocId);
  if (!row) throw notFound(NOT_FOUND);
  return { ...toContractTemplate(row), template: await provider.getTemplateDetails(pandadocId) };
}

/** PATCH: creates the record for a provider template (no id) or updates it at the version sent. */
export async function saveContractTemplate(
  db: Db,
  provider: DocumentProvider,
  input: SaveContractTemplateInput,
): Promise<{ created: boolean; item: ContractTemplateRecord }> {
  if (!input.id) {
    if (await findContractTemplateByPandadocId(db, input.pandadocId)) throw alreadyExists();
    if (!(await provider.getTemplateDetails(input.pandadocId))) {
      throw badRequest('Unknown document template.', [
        { path: 'body.pandadocId', message: 'No such document template' },
      ]);
    }
    try {
      const row = await insertContractTemplateRow(db, {
        pandadocId: input.pandadocId,
        fields: input.fields ?? [],
        isActive: input.isActive ?? true,
      });
      return { created: true, item: toContractTemplate(row) };
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyExists();
      throw err;
    }
  }
  const existing = await findContractTemplateById(db, input.id);
  if (!existing) throw notFound(NOT_FOUND);
  if (existing.pandadocId !== input.pandadocId) {
    throw badRequest('A contract template cannot move to another document template.', [
      { path: 'body.pandadocId', message: 'Does not match the saved contract template' },
    ]);
  }
  const version = input.version ?? -1;
  if (existing.version !== version) throw staleVersion('contract template');
  const row = await updateContractTemplateRow(db, input.id, version, {
    fields: input.fields ?? existing.fields,
    isActive: input.isActive ?? existing.isActive,
  });
  if (!row) throw staleVersion('contract template');
  return { created: false, item: toContractTemplate(row) };
}

const alreadyExists = () =>
  conflict(
    'This document template already has a Contract Template. Reload to see it, then try again.',
  );

export async function listDocumentTemplates(
  provider: DocumentProvider,
): Promise<DocumentTemplate[]> {
  return provider.listTemplates();
}

export async function getDocumentTemplateDetails(
  provider: DocumentProvider,
  id: string,
): Promise<DocumentTemplateDetails> {
  const details = await provider.getTemplateDetails(id);
  if (!details) throw notFound(PROVIDER_TEMPLATE_NOT_FOUND);
  return details;
}

import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ContractTemplateField } from '@pb/core';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';

/**
 * Our mapping of a document-provider template's fields to contract variables (spec 2 §2).
 * One record per provider template; deactivating sets `is_active` false (never deleted).
 */
export const contractTemplates = pgTable('contract_templates', {
  id: idColumn(),
  pandadocId: text('pandadoc_id').notNull().unique(),
  fields: jsonb('fields').$type<ContractTemplateField[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  version: versionColumn(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

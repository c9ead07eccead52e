import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BaseTemplate, InstallerStateAdder } from '@pb/core';
import { deletedAtColumn, statesServicedColumn } from './catalogue-columns';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';

/** Installers (spec 2 §3); at most one live installer is the default (partial unique index). */
export const installers = pgTable(
  'installers',
  {
    id: idColumn(),
    name: text('name').notNull(),
    baseTemplate: text('base_template').$type<BaseTemplate>().notNull(),
    statesServiced: statesServicedColumn(),
    isDefault: boolean('is_default').notNull().default(false),
    adders: jsonb('adders').$type<InstallerStateAdder[]>().notNull().default([]),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
  },
  (t) => [
    index('installers_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('installers_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deletedAtColumn, statesServicedColumn } from './catalogue-columns';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';

/** Solar panels (spec 2 §3); at most one live panel is the default (partial unique index). */
export const panels = pgTable(
  'panels',
  {
    id: idColumn(),
    name: text('name').notNull(),
    cells: doublePrecision('cells').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    productionPercentage: doublePrecision('production_percentage').notNull().default(100),
    installerIds: uuid('installer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    statesServiced: statesServicedColumn(),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
  },
  (t) => [
    index('panels_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('panels_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { deletedAtColumn } from './catalogue-columns';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';

/** Inverters (spec 2 §3); at most one live inverter is the default (partial unique index). */
export const inverters = pgTable(
  'inverters',
  {
    id: idColumn(),
    name: text('name').notNull(),
    losses: doublePrecision('losses').notNull(),
    incentiveMultiplier: doublePrecision('incentive_multiplier').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
  },
  (t) => [
    index('inverters_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('inverters_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { IncentiveKind, IncentiveScope, IncentiveType } from '@pb/core';
import { deletedAtColumn, statesServicedColumn } from './catalogue-columns';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';

/** Incentives (spec 2 §3). `max` is 0 when `has_no_max`; states only for scope Local. */
export const incentives = pgTable(
  'incentives',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: text('type').$type<IncentiveType>().notNull(),
    value: doublePrecision('value').notNull(),
    max: doublePrecision('max').notNull().default(0),
    hasNoMax: boolean('has_no_max').notNull().default(false),
    scope: text('scope').$type<IncentiveScope>().notNull(),
    statesServiced: statesServicedColumn(),
    /** 'southCarolina' marks the South Carolina Solar Incentive (rep-editable 0–3500). */
    kind: text('kind').$type<IncentiveKind>().notNull().default('standard'),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
  },
  (t) => [
    index('incentives_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

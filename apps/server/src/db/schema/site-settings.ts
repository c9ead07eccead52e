import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { Adder } from '@pb/core';
import { updatedAtColumn, versionColumn } from './columns';

/** The one row of site settings (spec 2 §3); `id` is always 1. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    defaultEpcTarget: doublePrecision('default_epc_target').notNull(),
    adders: jsonb('adders').$type<Adder[]>().notNull(),
    roofTypes: jsonb('roof_types').$type<Adder[]>().notNull(),
    steepPtichAmount: doublePrecision('steep_ptich_amount').notNull(),
    treeAdderAmount: doublePrecision('tree_adder_amount').notNull(),
    flatRoofAmount: doublePrecision('flat_roof_amount').notNull(),
    version: versionColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PaymentPlan, PostSolarPlan } from '@pb/core';
import { deletedAtColumn, statesServicedColumn } from './catalogue-columns';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';

/**
 * Utilities (spec 2 §3). Payment plans are part of the company (read and saved with it, under its
 * version), so they are stored as JSON documents validated by the core schemas.
 */
export const powerCompanies = pgTable(
  'power_companies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    maxTotalOffset: doublePrecision('max_total_offset').notNull(),
    maxSolarOffset: doublePrecision('max_solar_offset').notNull(),
    statesServiced: statesServicedColumn(),
    systemSizeLimit: doublePrecision('system_size_limit').notNull().default(0),
    ratesFixed: boolean('rates_fixed').notNull().default(false),
    preSolarPlans: jsonb('pre_solar_plans').$type<PaymentPlan[]>().notNull().default([]),
    postSolarPlans: jsonb('post_solar_plans').$type<PostSolarPlan[]>().notNull().default([]),
    version: versionColumn(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: deletedAtColumn(),
  },
  (t) => [
    index('power_companies_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

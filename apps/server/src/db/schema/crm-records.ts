import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/**
 * The embedded default of the CRM, home and experience services: opportunities, customer
 * installs, site surveys, adders and portal notifications kept in our own database. The
 * idempotency key is unique, so a repeated call answers the record it already made.
 */
export const crmRecords = pgTable(
  'crm_records',
  {
    id: idColumn(),
    /** opportunity | customerInstall | siteSurvey | adder | portalNotification */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    parentId: text('parent_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('crm_records_kind_idx').on(t.kind, t.parentId)],
);

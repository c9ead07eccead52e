import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { contracts } from './contracts';

/**
 * Durable outbox of the CRM calls that complete onboarding. One row per call with its own
 * idempotency key; a step that has a `result_id` is never sent again, so retries never create a
 * second opportunity.
 */
export const onboardingOutbox = pgTable(
  'onboarding_outbox',
  {
    id: idColumn(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /** opportunity | customerInstall | siteSurvey | adders | portalNotification */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | sending (claimed by one sender, decision 0064) | done | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    resultId: text('result_id').notNull().default(''),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('onboarding_outbox_contract_idx').on(t.contractId)],
);

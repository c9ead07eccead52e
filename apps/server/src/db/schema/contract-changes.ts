import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { contracts } from './contracts';
import { users } from './users';

/** Change history of onboarding records: who changed which field when, before and after. */
export const contractChanges = pgTable(
  'contract_changes',
  {
    id: idColumn(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    changedBy: text('changed_by').notNull(),
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('contract_changes_contract_idx').on(t.contractId, t.createdAt)],
);

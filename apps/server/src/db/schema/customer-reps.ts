import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { customers } from './customers';
import { users } from './users';

/**
 * Users an admin assigned to a customer (decision 0034): a user without PB_MANAGE_CUSTOMERS
 * reaches these customers as well as those whose lead they close and those they created.
 */
export const customerReps = pgTable(
  'customer_reps',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.userId] }),
    index('customer_reps_user_idx').on(t.userId),
  ],
);

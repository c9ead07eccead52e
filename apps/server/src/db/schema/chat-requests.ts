import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, versionColumn } from './columns';
import { customers } from './customers';
import { proposals } from './proposals';
import { users } from './users';

/**
 * Design and redesign requests with their chat (spec 1 §3 chat/chats). Pending = active and
 * unowned, In Progress = active and owned, Completed = inactive. At most one active initial
 * request per customer (the partial unique index answers 'Inital design request already created'
 * even when two reps race).
 */
export const chatRequests = pgTable(
  'chat_requests',
  {
    id: idColumn(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    proposalId: uuid('proposal_id').references(() => proposals.id, { onDelete: 'set null' }),
    initial: boolean('initial').notNull(),
    old: boolean('old').notNull().default(false),
    ownedBy: uuid('owned_by').references(() => users.id, { onDelete: 'set null' }),
    repId: uuid('rep_id')
      .notNull()
      .references(() => users.id),
    startMessage: text('start_message').notNull(),
    createdAt: createdAtColumn(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('chat_requests_one_active_initial_idx')
      .on(t.customerId)
      .where(sql`${t.isActive} and ${t.initial}`),
    index('chat_requests_active_idx').on(t.isActive),
    index('chat_requests_customer_idx').on(t.customerId, t.createdAt),
    index('chat_requests_rep_idx').on(t.repId, t.createdAt),
  ],
);

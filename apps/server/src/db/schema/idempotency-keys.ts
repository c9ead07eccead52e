import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

/**
 * One row per user intent that creates a record or sends something (decision 0046): the
 * `Idempotency-Key` a client sent, the fingerprint of the request it came with, and — once the
 * request succeeded — the answer, which a repeat with the same key gets again instead of a second
 * record or email. A failed request frees its key; keys are kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** pending while the first request runs; done with its answer. */
    status: text('status').notNull().default('pending'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: createdAtColumn(),
    /** When the first request claimed the key (a claim left by a crashed process expires). */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

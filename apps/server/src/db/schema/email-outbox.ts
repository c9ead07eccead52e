import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** Emails kept when no SMTP server is configured (admins read them in the app); also a log of sent ones. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: idColumn(),
    contractId: uuid('contract_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** stored (no SMTP) | pending (queued, or failed and waiting to retry) | sent | dead */
    status: text('status').notNull().default('stored'),
    /** One email per intent (e.g. `agreement:<document id>`): a second queue of it does nothing. */
    idempotencyKey: text('idempotency_key').unique(),
    /** The last failure while sending, if any. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('email_outbox_contract_idx').on(t.contractId)],
);

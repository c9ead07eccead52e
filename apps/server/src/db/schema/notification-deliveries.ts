import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { users } from './users';

/**
 * The delivery outbox: one row per email or text a notification causes (by the user's
 * Notification Settings). Sent through SMTP / the SMS service when configured; otherwise kept
 * here with status 'stored' for an admin to read (the embedded default).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'stored' | 'dead'>().notNull(),
    error: text('error'),
    createdAt: createdAtColumn(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notification_deliveries_status_idx').on(t.status, t.id)],
);

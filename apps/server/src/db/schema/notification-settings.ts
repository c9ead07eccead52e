import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn, versionColumn } from './columns';
import { users } from './users';

/** One row per user: where and whether to send notifications (spec 1 §3). */
export const notificationSettings = pgTable('notification_settings', {
  id: idColumn(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  isReceivingEmailNotifications: boolean('is_receiving_email_notifications')
    .notNull()
    .default(false),
  isReceivingPhoneNotifications: boolean('is_receiving_phone_notifications')
    .notNull()
    .default(false),
  version: versionColumn(),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

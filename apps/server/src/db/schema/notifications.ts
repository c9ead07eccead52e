import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { chatRequests } from './chat-requests';
import { users } from './users';

/** In-app notifications (spec 1 §3: body, link, isRead), created by request and chat events. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The request it is about (the chat debounce looks for a recent one). */
    requestId: uuid('request_id').references(() => chatRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_request_idx').on(t.requestId, t.userId, t.createdAt),
  ],
);

import { bigint, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { chatRequests } from './chat-requests';
import { users } from './users';

/**
 * The per-user chat index (spec 1 §3 chat/users): which requests appear in a user's chat list,
 * and the last message id the user has seen there (unread = messages after it).
 */
export const chatUserIndex = pgTable(
  'chat_user_index',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => chatRequests.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestId] }),
    index('chat_user_index_request_idx').on(t.requestId),
  ],
);

import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { chatRequests } from './chat-requests';
import { users } from './users';

/** The people in a request's chat (spec 1 §3 `users` map); names come from `users`. */
export const chatRequestUsers = pgTable(
  'chat_request_users',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => chatRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] })],
);

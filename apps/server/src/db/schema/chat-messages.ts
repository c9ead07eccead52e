import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { chatRequests } from './chat-requests';
import { users } from './users';

/**
 * Chat messages (spec 1 §3 chat/messages). The identity id grows with every insert on any
 * instance, so a client catches up after a reconnect with "messages after id N".
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => chatRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull().default(''),
    imagePath: text('image_path'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('chat_messages_request_idx').on(t.requestId, t.id)],
);

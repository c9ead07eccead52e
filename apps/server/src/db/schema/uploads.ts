import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';
import { users } from './users';

/**
 * Every uploaded image (roof images, chat images): its storage key, who uploaded it and how many
 * bytes it holds on the storage. Counts against the uploader's quota; an upload that no proposal,
 * customer details or chat message shows after the grace period is swept (file and row).
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['roof-image', 'chat-image'] }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_created_at_idx').on(t.createdAt),
  ],
);

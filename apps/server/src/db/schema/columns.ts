import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns most tables share: a uuid key, an optimistic-lock version, and audit times. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();
export const versionColumn = () => integer('version').notNull().default(0);
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

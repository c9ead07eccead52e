import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';
import type { UsStateAbbreviation } from '@pb/core';

/**
 * Columns the catalogue tables share. Catalogue items are soft-deleted (`deleted_at`): proposals
 * keep snapshots of what they used, and ids stay resolvable for history, but lists and reads by
 * id hide deleted items.
 */
export const deletedAtColumn = () => timestamp('deleted_at', { withTimezone: true, mode: 'date' });

export const statesServicedColumn = () =>
  text('states_serviced')
    .array()
    .$type<UsStateAbbreviation[]>()
    .notNull()
    .default(sql`'{}'::text[]`);

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Realtime tickets already used to open a socket (by the ticket's `jti`), kept until the ticket
 * expires: a ticket opens one socket, on any instance.
 */
export const realtimeTicketUses = pgTable('realtime_ticket_uses', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

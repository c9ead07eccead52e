import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProposalDeck } from '@pb/core';
import { createdAtColumn, idColumn } from './columns';
import { proposals } from './proposals';
import { users } from './users';

/**
 * Customer share links (issue 11): `/p/{token}` opens a read-only deck without signing in.
 * `token` is 256 random bits (base64url); `snapshot` is the deck as it was when the link was
 * made, so later edits of the proposal or the catalogue never change it; `roof_image_key` is a
 * copy of the roof image made at the same moment ('' = none). A revoked link keeps its row.
 */
export const proposalShares = pgTable(
  'proposal_shares',
  {
    id: idColumn(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    snapshot: jsonb('snapshot').$type<ProposalDeck>().notNull(),
    roofImageKey: text('roof_image_key').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('proposal_shares_proposal_idx').on(t.proposalId)],
);

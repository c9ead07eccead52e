import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { proposalShares } from '../../db/schema/index';

export type ProposalShareRow = typeof proposalShares.$inferSelect;
export type NewProposalShare = typeof proposalShares.$inferInsert;

export async function insertShareRow(db: Db, values: NewProposalShare): Promise<ProposalShareRow> {
  const [row] = await db.insert(proposalShares).values(values).returning();
  return row!;
}

export function listShareRows(db: Db, proposalId: string): Promise<ProposalShareRow[]> {
  return db
    .select()
    .from(proposalShares)
    .where(eq(proposalShares.proposalId, proposalId))
    .orderBy(desc(proposalShares.createdAt));
}

/** Sets revoked_at once; a second revoke keeps the first time. */
export async function revokeShareRow(
  db: Db,
  proposalId: string,
  shareId: string,
): Promise<ProposalShareRow | undefined> {
  const [row] = await db
    .update(proposalShares)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(proposalShares.id, shareId),
        eq(proposalShares.proposalId, proposalId),
        isNull(proposalShares.revokedAt),
      ),
    )
    .returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(proposalShares)
    .where(and(eq(proposalShares.id, shareId), eq(proposalShares.proposalId, proposalId)));
  return existing;
}

/** A live (not revoked) share by token. */
export async function findLiveShareByToken(
  db: Db,
  token: string,
): Promise<ProposalShareRow | undefined> {
  const [row] = await db
    .select()
    .from(proposalShares)
    .where(and(eq(proposalShares.token, token), isNull(proposalShares.revokedAt)));
  return row;
}

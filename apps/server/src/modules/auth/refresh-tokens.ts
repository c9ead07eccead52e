import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { tableChanged } from '../../db/table-cache';
import { AppError } from '../../errors';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const invalid = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');

/**
 * How long a just-rotated refresh token may be presented again without being taken for a stolen
 * copy: two tabs (or a retry after a lost reply) refreshing at once. Within it the late caller gets
 * a new token of the same family; after it, reuse revokes the family. See ADR 0003.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** A refresh token and the session (family) it belongs to. */
export interface IssuedRefreshToken {
  userId: string;
  sessionId: string;
  refreshToken: string;
}

export async function issueRefreshToken(
  db: Db,
  userId: string,
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hash(token),
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return { userId, sessionId: familyId, refreshToken: token };
}

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already used more
 * than REFRESH_REUSE_GRACE_MS ago (or revoked) revokes the whole family: whoever holds a copy is
 * signed out.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  ttlDays: number,
  now = Date.now(),
): Promise<IssuedRefreshToken> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(token)))
        .for('update');
      if (!row) throw invalid();
      const withinGrace =
        row.usedAt !== null &&
        !row.revokedAt &&
        now - row.usedAt.getTime() < REFRESH_REUSE_GRACE_MS;
      if ((row.usedAt && !withinGrace) || row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(now) })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return null;
      }
      if (row.expiresAt.getTime() <= now) throw invalid();
      if (!row.usedAt)
        await tx
          .update(refreshTokens)
          .set({ usedAt: new Date(now) })
          .where(eq(refreshTokens.id, row.id));
      return issueRefreshToken(tx as unknown as Db, row.userId, ttlDays, row.familyId);
    })
    .then((result) => {
      tableChanged(db, 'refresh_tokens');
      // The family revocation above must commit, so the refusal is thrown after the transaction.
      if (!result) throw invalid();
      return result;
    });
}

/** Logout: revokes the token's family. Unknown tokens are ignored. */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hash(token)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  tableChanged(db, 'refresh_tokens');
}

/** The session (family) still has a live token, i.e. was neither signed out nor revoked. */
export async function isSessionActive(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Which of `sessionIds` are still live (one query). */
export async function liveSessions(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, sessionIds), isNull(refreshTokens.revokedAt)));
  return new Set(rows.map((r) => r.familyId));
}

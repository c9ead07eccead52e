import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { AppError } from '../../errors';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const invalid = () => new AppError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');

export async function issueRefreshToken(
  db: Db,
  userId: string,
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hash(token),
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

/**
 * Exchanges a refresh token for a new one in the same family. A token that was already used
 * (or revoked) revokes the whole family: whoever holds a copy is signed out.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  ttlDays: number,
): Promise<{ userId: string; refreshToken: string }> {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash(token)))
        .for('update');
      if (!row) throw invalid();
      if (row.usedAt || row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { userId: '', refreshToken: '' };
      }
      if (row.expiresAt.getTime() <= Date.now()) throw invalid();
      await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(eq(refreshTokens.id, row.id));
      const refreshToken = await issueRefreshToken(
        tx as unknown as Db,
        row.userId,
        ttlDays,
        row.familyId,
      );
      return { userId: row.userId, refreshToken };
    })
    .then((result) => {
      // The family revocation above must commit, so the refusal is thrown after the transaction.
      if (!result.userId) throw invalid();
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
}

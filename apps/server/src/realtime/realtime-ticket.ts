import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { realtimeTicketUses } from '../db/schema';

const ISSUER = 'proposal-builder';

/**
 * The realtime ticket (spec: the "firebase auth token"): a short-lived JWT only the socket
 * accepts, naming the user and the session (refresh-token family) it was issued in.
 */
export async function signRealtimeTicket(
  secret: Uint8Array,
  userId: string,
  sessionId: string,
  ttlSeconds: number,
) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({ typ: 'realtime', sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
  return { token, expiresAt: expiresAt.toISOString() };
}

export interface RealtimeTicketClaims {
  userId: string;
  sessionId: string;
  jti: string;
  expiresAt: Date;
}

/** The claims of a valid ticket, or null. */
export async function verifyRealtimeTicket(
  secret: Uint8Array,
  token: string,
): Promise<RealtimeTicketClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const { typ, sub, sid, jti, exp } = payload;
    if (typ !== 'realtime' || !sub || typeof sid !== 'string' || !jti || !exp) return null;
    return { userId: sub, sessionId: sid, jti, expiresAt: new Date(exp * 1000) };
  } catch {
    return null;
  }
}

/**
 * Marks the ticket used; false when it was used before (on any instance). Expired marks are
 * dropped on the way: an expired ticket is refused by its signature check anyway.
 */
export async function useRealtimeTicket(db: Db, claims: RealtimeTicketClaims): Promise<boolean> {
  await db.delete(realtimeTicketUses).where(lt(realtimeTicketUses.expiresAt, new Date()));
  const rows = await db
    .insert(realtimeTicketUses)
    .values({ jti: claims.jti, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: realtimeTicketUses.jti });
  return rows.length === 1;
}

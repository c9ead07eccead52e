import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { cached } from '../../db/table-cache';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { findUserRowById } from '../users/users.repository';
import { verifyAccessToken, type AccessClaims } from './access-token';
import { isSessionActive } from './refresh-tokens';

/** Verified access tokens (per signing secret): the signature is checked once per token. */
const MAX_VERIFIED = 10_000;

type Verified = AccessClaims & { expiresAt: number };
const verified = new WeakMap<Uint8Array, Map<string, Verified>>();

async function claimsOf(secret: Uint8Array, token: string): Promise<Verified> {
  let tokens = verified.get(secret);
  if (!tokens) verified.set(secret, (tokens = new Map()));
  const known = tokens.get(token);
  if (known && known.expiresAt > Date.now()) return known;
  // Expired, unknown or forged: the full check (and its error) every time.
  const claims = await verifyAccessToken(secret, token);
  if (tokens.size >= MAX_VERIFIED) tokens.clear();
  tokens.set(token, claims);
  return claims;
}

/**
 * Reads the bearer token and loads the user with the role's current capabilities, so a change of
 * role takes effect on the next request, and checks the token's session is still live, so signing
 * out (or a revoked family) ends its access tokens at once. No token → null; a bad or expired
 * token, or an ended session → an error. User, role and session are read through the table cache
 * (db/table-cache.ts): any change to users, roles or refresh tokens, on any instance, drops it.
 */
export async function authenticateRequest(
  db: Db,
  secret: Uint8Array,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  const { userId, sessionId } = await claimsOf(secret, token);
  const [row, live] = await Promise.all([
    cached(db, 'users,roles', userId, () => findUserRowById(db, userId)),
    cached(db, 'refresh_tokens', sessionId, () => isSessionActive(db, sessionId)),
  ]);
  if (!row || !live) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleName: row.roleName,
    capabilities: row.capabilities,
    sessionId,
  };
}

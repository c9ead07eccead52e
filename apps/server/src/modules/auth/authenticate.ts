import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { findUserRowById } from '../users/users.repository';
import { verifyAccessToken } from './access-token';
import { sessionIsActive } from './refresh-tokens';

/**
 * Reads the bearer token and loads the user with the role's current capabilities, so a change of
 * role takes effect on the next request, and checks the token's session is still live, so signing
 * out (or a revoked family) ends its access tokens at once. No token → null; a bad or expired
 * token, or an ended session → an error.
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
  const { userId, sessionId } = await verifyAccessToken(secret, token);
  // One query: the user, their role's capabilities, and that the session was not signed out.
  const row = await findUserRowById(db, userId, sessionIsActive(sessionId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roleName: row.roleName,
    capabilities: row.capabilities,
  };
}

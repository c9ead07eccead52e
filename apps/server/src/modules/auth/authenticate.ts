import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { findUserRowById } from '../users/users.repository';
import { verifyAccessToken } from './access-token';

/**
 * Reads the bearer token and loads the user with the role's current capabilities, so a change of
 * role takes effect on the next request. No token → null; a bad or expired token → an error.
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
  const userId = await verifyAccessToken(secret, token);
  const row = await findUserRowById(db, userId);
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

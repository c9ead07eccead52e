import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AuthUser } from '../plugins/access-control';

/** The signed-in caller of a route whose access is not 'public' (access control has set it). */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return req.user;
}

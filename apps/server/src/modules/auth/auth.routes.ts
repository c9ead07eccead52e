import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BODY_LIMITS,
  AuthProvidersSchema,
  LoginInputSchema,
  MeSchema,
  RefreshInputSchema,
  TokenPairSchema,
  UpdateProfileInputSchema,
} from '@pb/core';
import type { App } from '../../app-types';
import { getMe, updateProfile } from '../users/users.service';
import { login, providers, refresh, type AuthContext } from './auth.service';
import { revokeRefreshToken } from './refresh-tokens';
import { AppError } from '../../errors';

export async function authRoutes(app: App, opts: { jwtSecret: Uint8Array }) {
  const ctx = (): AuthContext => ({
    db: app.db,
    env: app.env,
    integrations: app.integrations,
    jwtSecret: opts.jwtSecret,
  });
  // Per client address (generous: an office or a load balancer puts many people behind one) …
  const limited = { max: app.env.AUTH_RATE_LIMIT_PER_IP_PER_MINUTE, timeWindow: '1 minute' };
  // … and per account: the sign-in email, or the refresh token (one session).
  const perAccount = app.createRateLimit({
    max: app.env.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (req) => {
      const body = (req.body ?? {}) as { email?: unknown; token?: unknown; refreshToken?: unknown };
      const account = body.email ?? body.refreshToken ?? body.token ?? req.ip;
      return `account:${createHash('sha256').update(String(account).toLowerCase()).digest('hex')}`;
    },
  });
  const limitPerAccount = async (req: FastifyRequest) => {
    const limit = await perAccount(req);
    if (!limit.isAllowed && limit.isExceeded)
      throw new AppError('RATE_LIMITED', 'Too many attempts. Wait a minute and try again.');
  };

  app.get('/api/auth/providers', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: AuthProvidersSchema } },
    handler: (req) => providers(ctx(), req.ip),
  });

  app.post('/api/auth/login', {
    config: { access: 'public', rateLimit: limited },
    preHandler: limitPerAccount,
    schema: { tags: ['auth'], body: LoginInputSchema, response: { 200: TokenPairSchema } },
    handler: (req) => login(ctx(), req.body, req.ip),
  });

  app.post('/api/auth/refresh', {
    config: { access: 'public', rateLimit: limited },
    preHandler: limitPerAccount,
    schema: { tags: ['auth'], body: RefreshInputSchema, response: { 200: TokenPairSchema } },
    handler: (req) => refresh(ctx(), req.body.refreshToken),
  });

  app.post('/api/auth/logout', {
    config: { access: 'public', rateLimit: limited },
    schema: { tags: ['auth'], body: RefreshInputSchema, response: { 204: z.null() } },
    handler: async (req, reply) => {
      await revokeRefreshToken(app.db, req.body.refreshToken);
      return reply.status(204).send(null);
    },
  });

  app.get('/api/auth/me', {
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], response: { 200: MeSchema } },
    handler: (req) => getMe(app.db, req.user!.id),
  });

  app.put('/api/auth/me', {
    bodyLimit: BODY_LIMITS.large,
    config: { access: 'authenticated' },
    schema: { tags: ['auth'], body: UpdateProfileInputSchema, response: { 200: MeSchema } },
    handler: (req) => updateProfile(app.db, req.user!.id, req.body),
  });
}

import { PLATFORM_MESSAGES, type AuthProviders, type LoginInput, type TokenPair } from '@pb/core';
import type { Env } from '../../config/env';
import { isDemoSignInEnabled } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Integrations } from '../../integrations/integrations';
import { findUserRowByEmail, listUsers } from '../users/users.service';
import { signAccessToken } from './access-token';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';

export interface AuthContext {
  db: Db;
  env: Env;
  integrations: Integrations;
  jwtSecret: Uint8Array;
}

const invalidCredentials = () =>
  new AppError('UNAUTHENTICATED', PLATFORM_MESSAGES.invalidCredentials);

async function verifiedEmail(ctx: AuthContext, input: LoginInput): Promise<string | null> {
  switch (input.type) {
    case 'Google':
      return ctx.integrations.verifyGoogleIdToken?.(input.token) ?? null;
    case 'Facebook':
      return ctx.integrations.verifyFacebookToken?.(input.token) ?? null;
    case 'Demo':
      return isDemoSignInEnabled(ctx.env) ? input.email : null;
  }
}

async function issuePair(
  ctx: AuthContext,
  userId: string,
  refreshToken?: string,
): Promise<TokenPair> {
  return {
    accessToken: await signAccessToken(ctx.jwtSecret, userId, ctx.env.ACCESS_TOKEN_TTL_SECONDS),
    refreshToken:
      refreshToken ?? (await issueRefreshToken(ctx.db, userId, ctx.env.REFRESH_TOKEN_TTL_DAYS)),
  };
}

/** Only users an admin created may sign in, matched by the provider-verified email. */
export async function login(ctx: AuthContext, input: LoginInput): Promise<TokenPair> {
  const email = await verifiedEmail(ctx, input);
  if (!email) throw invalidCredentials();
  const user = await findUserRowByEmail(ctx.db, email);
  if (!user) throw invalidCredentials();
  return issuePair(ctx, user.id);
}

export async function refresh(ctx: AuthContext, refreshToken: string): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(ctx.db, refreshToken, ctx.env.REFRESH_TOKEN_TTL_DAYS);
  return issuePair(ctx, rotated.userId, rotated.refreshToken);
}

export async function providers(ctx: AuthContext): Promise<AuthProviders> {
  const demo = isDemoSignInEnabled(ctx.env)
    ? {
        users: (await listUsers(ctx.db)).map((u) => ({
          email: u.email,
          name: `${u.firstName} ${u.lastName}`,
          role: u.role,
        })),
      }
    : null;
  return {
    google:
      ctx.env.GOOGLE_CLIENT_ID && ctx.integrations.verifyGoogleIdToken
        ? { clientId: ctx.env.GOOGLE_CLIENT_ID }
        : null,
    facebook:
      ctx.env.FACEBOOK_APP_ID && ctx.integrations.verifyFacebookToken
        ? { appId: ctx.env.FACEBOOK_APP_ID }
        : null,
    demo,
  };
}

import { PLATFORM_MESSAGES, type AuthProviders, type LoginInput, type TokenPair } from '@pb/core';
import type { Env } from '../../config/env';
import { isDemoSignInEnabled } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Integrations } from '../../integrations/integrations';
import { findUserRowByEmail, listUsers } from '../users/users.service';
import { signAccessToken } from './access-token';
import { issueRefreshToken, rotateRefreshToken, type IssuedRefreshToken } from './refresh-tokens';

export interface AuthContext {
  db: Db;
  env: Env;
  integrations: Integrations;
  jwtSecret: Uint8Array;
}

const invalidCredentials = () =>
  new AppError('UNAUTHENTICATED', PLATFORM_MESSAGES.invalidCredentials);

/** A caller on this machine (demo sign-in is only for them). */
export function isLoopback(ip: string): boolean {
  return /^(127\.|::1$|::ffff:127\.)/.test(ip);
}

async function verifiedEmail(
  ctx: AuthContext,
  input: LoginInput,
  callerIp: string,
): Promise<string | null> {
  switch (input.type) {
    case 'Google':
      return ctx.integrations.verifyGoogleIdToken?.(input.token) ?? null;
    case 'Facebook':
      return ctx.integrations.verifyFacebookToken?.(input.token) ?? null;
    case 'Demo':
      return isDemoSignInEnabled(ctx.env) && isLoopback(callerIp) ? input.email : null;
  }
}

async function issuePair(ctx: AuthContext, issued: IssuedRefreshToken): Promise<TokenPair> {
  return {
    accessToken: await signAccessToken(ctx.jwtSecret, issued, ctx.env.ACCESS_TOKEN_TTL_SECONDS),
    refreshToken: issued.refreshToken,
  };
}

/** Only users an admin created may sign in, matched by the provider-verified email. */
export async function login(
  ctx: AuthContext,
  input: LoginInput,
  callerIp: string,
): Promise<TokenPair> {
  const email = await verifiedEmail(ctx, input, callerIp);
  if (!email) throw invalidCredentials();
  const user = await findUserRowByEmail(ctx.db, email);
  if (!user) throw invalidCredentials();
  return issuePair(ctx, await issueRefreshToken(ctx.db, user.id, ctx.env.REFRESH_TOKEN_TTL_DAYS));
}

export async function refresh(ctx: AuthContext, refreshToken: string): Promise<TokenPair> {
  return issuePair(
    ctx,
    await rotateRefreshToken(ctx.db, refreshToken, ctx.env.REFRESH_TOKEN_TTL_DAYS),
  );
}

/** Demo users are listed only to callers on this machine. */
export async function providers(ctx: AuthContext, callerIp: string): Promise<AuthProviders> {
  const demo =
    isDemoSignInEnabled(ctx.env) && isLoopback(callerIp)
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

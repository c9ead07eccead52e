import type { LoginInput, TokenPair } from '@pb/core';
import { INVALID_CREDENTIALS, PUBLIC_API_URL } from './public-api';

/**
 * POST /api/auth/login — Google ID token, Facebook access token, or a demo user's email. Any
 * refusal or failure reads 'Invalid Credentials' (spec 1 §8), as it always did on this screen.
 */
export async function login(input: LoginInput): Promise<TokenPair> {
  const response = await fetch(`${PUBLIC_API_URL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  }).catch(() => null);
  const body: unknown = response?.ok ? await response.json().catch(() => null) : null;
  const tokens = body as Partial<TokenPair> | null;
  if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string')
    throw new Error(INVALID_CREDENTIALS);
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

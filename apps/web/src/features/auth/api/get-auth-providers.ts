import type { AuthProviders } from '@pb/core';
import { PUBLIC_API_URL } from './public-api';

/**
 * GET /api/auth/providers — which sign-in methods this server offers. A plain fetch: /login loads
 * neither the API client nor @pb/core's schemas (decision 0063), so the answer's shape is checked
 * here by hand.
 */
export async function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  const response = await fetch(`${PUBLIC_API_URL}/auth/providers`, { signal });
  if (!response.ok) throw new Error(`GET /auth/providers: ${response.status}`);
  const body: unknown = await response.json();
  if (!isAuthProviders(body)) throw new Error('GET /auth/providers: unexpected answer');
  return body;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The shape the screen reads: `google` and `facebook` (or null), `demo` with its users (or null). */
export function isAuthProviders(value: unknown): value is AuthProviders {
  if (!isObject(value)) return false;
  const { google, facebook, demo } = value;
  const okGoogle = google === null || (isObject(google) && typeof google.clientId === 'string');
  const okFacebook =
    facebook === null || (isObject(facebook) && typeof facebook.appId === 'string');
  const okDemo =
    demo === null ||
    (isObject(demo) &&
      Array.isArray(demo.users) &&
      demo.users.every(
        (user: unknown) =>
          isObject(user) &&
          typeof user.email === 'string' &&
          typeof user.name === 'string' &&
          typeof user.role === 'string',
      ));
  return okGoogle && okFacebook && okDemo;
}

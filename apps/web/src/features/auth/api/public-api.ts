/**
 * The API's base for /login's own two requests (the signed-in app's client reads the same
 * `VITE_APP_API_URL` through `config/env.ts`, with the same default).
 */
export const PUBLIC_API_URL: string =
  (import.meta.env.VITE_APP_API_URL as string | undefined) ?? '/api';

/** PLATFORM_MESSAGES.invalidCredentials, written out (login.test.ts holds them together). */
export const INVALID_CREDENTIALS = 'Invalid Credentials';

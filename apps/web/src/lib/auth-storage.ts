import type { TokenPair } from '@pb/core';
// Types only: a value shared with the early-start chunk would pull the app's chunk into it.
import type { CapabilityHint } from '../early/early-start';

/**
 * Keys kept in localStorage (spec 1 §4: the tokens live in local storage). The early start reads
 * the access token and the capabilities under the same names (EARLY_TOKEN_KEY and
 * EARLY_CAPABILITIES_KEY; early-start.test.ts holds them together).
 */
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
const CAPABILITIES_KEY = 'pbCapabilities';

export type AuthStorage = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: TokenPair): void;
  /** Forgets the tokens; `'expired'` when the session ended because it could not be renewed. */
  clear(reason?: 'expired'): void;
  hasTokens(): boolean;
  /** The session ended by expiring and no one has signed in since (/login then says so). */
  endedByExpiry(): boolean;
};

let expired = false;

/** The browser's tokens. */
export const authStorage: AuthStorage = {
  getAccessToken: () => localStorage.getItem(ACCESS_TOKEN_KEY),
  getRefreshToken: () => localStorage.getItem(REFRESH_TOKEN_KEY),
  setTokens({ accessToken, refreshToken }) {
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
    expired = false;
  },
  clear(reason) {
    expired = reason === 'expired';
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(CAPABILITIES_KEY);
  },
  hasTokens: () =>
    localStorage.getItem(ACCESS_TOKEN_KEY) !== null ||
    localStorage.getItem(REFRESH_TOKEN_KEY) !== null,
  endedByExpiry: () => expired,
};

/**
 * Keeps what `/auth/me` said the user may do, for the next page load's early start (decision
 * 0036), which then sends the page's capability-gated requests without waiting for `/auth/me`.
 * A hint only: the server checks every request. Signing out (`clear`) forgets it.
 */
export function rememberCapabilities(hint: CapabilityHint) {
  try {
    localStorage.setItem(CAPABILITIES_KEY, JSON.stringify(hint));
  } catch {
    // Storage full or refused: the early start then waits for /auth/me, as without a hint.
  }
}

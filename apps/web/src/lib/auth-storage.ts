import type { TokenPair } from '@pb/core';

/** Keys kept in localStorage (spec 1 §4: the tokens live in local storage). */
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

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
  },
  hasTokens: () =>
    localStorage.getItem(ACCESS_TOKEN_KEY) !== null ||
    localStorage.getItem(REFRESH_TOKEN_KEY) !== null,
  endedByExpiry: () => expired,
};

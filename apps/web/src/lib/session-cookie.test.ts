import { SESSION_COOKIE, VIEW_COOKIE } from '@pb/core';
import { afterEach, describe, expect, it } from 'vitest';
import { authStorage } from './auth-storage';
import { readCookie, syncRenderCookies } from './session-cookie';
import '../testing/test-utils';

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);

describe('the cookies the server renders pages by (decision 0044)', () => {
  afterEach(() => authStorage.clear());

  it.each([
    ['a=1; pb_session=abc.def; b=2', 'abc.def'],
    ['pb_session=x%3Dy', 'x=y'],
    ['pb_sessionx=1', null],
    ['pb_session=%E0%A4%A', null],
    ['', null],
  ])('reads the session cookie out of %j', (cookies, value) => {
    expect(readCookie(SESSION_COOKIE, cookies)).toBe(value);
  });

  it('follows the tokens: stored with them, gone on sign-out', () => {
    authStorage.setTokens({ accessToken: 'access.token.one', refreshToken: 'refresh' });
    expect(readCookie(SESSION_COOKIE)).toBe('access.token.one');
    authStorage.clear();
    expect(cookieNames()).not.toContain(SESSION_COOKIE);
  });

  it('at start, takes the token localStorage holds and writes the view', () => {
    syncRenderCookies('access.token.two');
    expect(readCookie(SESSION_COOKIE)).toBe('access.token.two');
    // test-utils' media queries prefer reduced motion; jsdom's window is 1024 px wide.
    expect(readCookie(VIEW_COOKIE)).toBe('1024.1');
    syncRenderCookies(null);
    expect(cookieNames()).not.toContain(SESSION_COOKIE);
  });
});

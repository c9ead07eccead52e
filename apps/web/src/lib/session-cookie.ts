import { formatViewHint, SESSION_COOKIE, VIEW_COOKIE, type ViewHint } from '@pb/core';

/** A month: the token inside expires much sooner, and the server checks it on every page. */
const MAX_AGE_SECONDS = 30 * 86_400;

function writeCookie(name: string, value: string | null) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The value of cookie `name` in this page's cookies, or null (also for one not encoded right). */
export function readCookie(name: string, cookies = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Keeps the access token in SESSION_COOKIE too (decision 0044), so the server can render the next
 * page for this user; null removes it (signing out).
 */
export function writeSessionCookie(accessToken: string | null) {
  writeCookie(SESSION_COOKIE, accessToken);
}

/** This browser's view now: its viewport width and the reduced-motion setting. */
export function currentView(): ViewHint {
  return {
    width: window.innerWidth,
    reducedMotion: !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  };
}

/**
 * At start: the session cookie follows localStorage's token (it may predate the cookie, or another
 * tab may have signed out), and the view cookie says how this browser renders, now and whenever
 * the page is left (a resized window renders the next page its new way).
 */
export function syncRenderCookies(accessToken: string | null) {
  if (readCookie(SESSION_COOKIE) !== accessToken) writeSessionCookie(accessToken);
  const writeView = () => writeCookie(VIEW_COOKIE, formatViewHint(currentView()));
  writeView();
  window.addEventListener('pagehide', writeView);
}

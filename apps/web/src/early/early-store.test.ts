import { describe, expect, it } from 'vitest';
import { EARLY_RESPONSE_TTL_MS, takeEarlyResponse, type EarlyStore } from './early-store';

const URL_A = 'http://app.test/api/config';

function store(): EarlyStore {
  return {
    token: 't1',
    startedAt: 100,
    responses: new Map([[URL_A, Promise.resolve(new Response('{}'))]]),
  };
}

describe('takeEarlyResponse', () => {
  it('answers a GET sent with the same token once', () => {
    const s = store();
    expect(takeEarlyResponse(URL_A, 't1', s, 200)).toBeInstanceOf(Promise);
    expect(takeEarlyResponse(URL_A, 't1', s, 200)).toBeUndefined();
  });

  it.each([
    ['another token', 't2', URL_A, 200],
    ['no token', null, URL_A, 200],
    ['another URL', 't1', 'http://app.test/api/auth/me', 200],
    ['an answer older than the TTL', 't1', URL_A, 100 + EARLY_RESPONSE_TTL_MS + 1],
  ])('nothing for %s', (_label, token, url, now) => {
    expect(takeEarlyResponse(url, token, store(), now)).toBeUndefined();
  });

  it('a stale answer is dropped, not kept for later', () => {
    const s = store();
    takeEarlyResponse(URL_A, 't1', s, 100 + EARLY_RESPONSE_TTL_MS + 1);
    expect(s.responses.size).toBe(0);
  });

  it('nothing without a store', () => {
    expect(takeEarlyResponse(URL_A, 't1', undefined, 200)).toBeUndefined();
  });

  it('answers sent without a token (a share link) go to a request without one only', () => {
    const s = { ...store(), token: null };
    expect(takeEarlyResponse(URL_A, 't1', s, 200)).toBeUndefined();
    expect(takeEarlyResponse(URL_A, null, s, 200)).toBeInstanceOf(Promise);
  });
});

import { UserSchema } from '@pb/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';
import type { AuthStorage } from './auth-storage';

function memoryStorage(
  access: string | null = 'old-access',
  refresh: string | null = 'old-refresh',
): AuthStorage {
  let tokens = { access, refresh };
  let expired = false;
  return {
    getAccessToken: () => tokens.access,
    getRefreshToken: () => tokens.refresh,
    setTokens: ({ accessToken, refreshToken }) => {
      tokens = { access: accessToken, refresh: refreshToken };
      expired = false;
    },
    clear: (reason) => {
      tokens = { access: null, refresh: null };
      expired = reason === 'expired';
    },
    hasTokens: () => tokens.access !== null || tokens.refresh !== null,
    endedByExpiry: () => expired,
  };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const expired = () =>
  json(
    401,
    { code: 'TOKEN_EXPIRED', message: 'Your session token has expired.' },
    { 'token-expired': 'true' },
  );

const USER = {
  id: 'u1',
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.c',
  phone: '',
  profilePicPath: '',
  role: 'Admin',
  salesSystemId: null,
  version: 1,
};

type Call = { url: string; auth: string | null; body: string | null };

/** A fake fetch: `/auth/refresh` answers with `refreshReply`; other calls take `replies` in order. */
function fakeFetch(replies: Array<() => Response>, refreshReply: () => Response) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({
      url,
      auth: headers.get('authorization'),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    if (url.endsWith('/auth/refresh')) return refreshReply();
    const next = replies.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    return next();
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

const refreshed = () => json(200, { accessToken: 'new-access', refreshToken: 'new-refresh' });

describe('api client: refresh once and retry', () => {
  it('sends the bearer token and checks the reply against the schema', async () => {
    const { fetchFn, calls } = fakeFetch([() => json(200, USER)], refreshed);
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    await expect(api.get('/users/u1', { schema: UserSchema })).resolves.toEqual(USER);
    expect(calls[0]).toMatchObject({
      url: 'http://localhost:3000/api/users/u1',
      auth: 'Bearer old-access',
    });
  });

  it('on 401 with token-expired: refreshes once, stores the new pair and retries with it', async () => {
    const storage = memoryStorage();
    const { fetchFn, calls } = fakeFetch([expired, () => json(200, USER)], refreshed);
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage });
    await expect(api.get('/users/u1', { schema: UserSchema })).resolves.toEqual(USER);
    expect(calls.map((c) => c.url.replace('http://localhost:3000', ''))).toEqual([
      '/api/users/u1',
      '/api/auth/refresh',
      '/api/users/u1',
    ]);
    expect(calls[1]?.body).toBe(JSON.stringify({ refreshToken: 'old-refresh' }));
    expect(calls[2]?.auth).toBe('Bearer new-access');
    expect(storage.getRefreshToken()).toBe('new-refresh');
  });

  it('shares one refresh between calls that expire together', async () => {
    const { fetchFn, calls } = fakeFetch(
      [expired, expired, () => json(200, []), () => json(200, [])],
      refreshed,
    );
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    await Promise.all([api.get('/a'), api.get('/b')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it('when the refresh fails: clears the tokens, reports the expiry once and does not retry', async () => {
    const storage = memoryStorage();
    const { fetchFn, calls } = fakeFetch([expired, expired], () =>
      json(401, { code: 'UNAUTHENTICATED', message: 'no' }),
    );
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage });
    const onExpired = vi.fn();
    api.onSessionExpired(onExpired);
    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.message).toBe('Session Expired.');
    }
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(storage.hasTokens()).toBe(false);
    expect(storage.endedByExpiry()).toBe(true);
    expect(calls.filter((c) => !c.url.endsWith('/auth/refresh'))).toHaveLength(2);
  });

  it('a busy server (429) answering the refresh does not sign the user out', async () => {
    const storage = memoryStorage();
    const { fetchFn } = fakeFetch([expired], () =>
      json(429, { code: 'RATE_LIMITED', message: 'Too many attempts.' }),
    );
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage });
    const onExpired = vi.fn();
    api.onSessionExpired(onExpired);
    const error = (await api.get('/a').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('RATE_LIMITED');
    expect(onExpired).not.toHaveBeenCalled();
    expect(storage.getRefreshToken()).toBe('old-refresh');
  });

  it('a refresh another tab finished while this one waited for the lock is used, not repeated', async () => {
    const storage = memoryStorage();
    const { fetchFn, calls } = fakeFetch([expired, () => json(200, USER)], refreshed);
    const locks = {
      request: async (_name: string, task: () => Promise<unknown>) => {
        // the other tab held the lock and stored its new pair meanwhile
        storage.setTokens({ accessToken: 'other-tab-access', refreshToken: 'other-tab-refresh' });
        return task();
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      const api = createApiClient({ baseUrl: '/api', fetchFn, storage });
      await api.get('/a');
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(0);
    expect(calls[1]?.auth).toBe('Bearer other-tab-access');
  });

  it('refreshes at most once per call: a second expiry after the retry ends the session', async () => {
    const { fetchFn, calls } = fakeFetch([expired, expired], refreshed);
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    const onExpired = vi.fn();
    api.onSessionExpired(onExpired);
    await expect(api.get('/a')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('a 401 without the expiry header ends the session without refreshing', async () => {
    const { fetchFn, calls } = fakeFetch(
      [() => json(401, { code: 'UNAUTHENTICATED', message: 'Sign in' })],
      refreshed,
    );
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    const onExpired = vi.fn();
    api.onSessionExpired(onExpired);
    await expect(api.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('a 401 from a public endpoint is an answer, not an expired session', async () => {
    const storage = memoryStorage(null, null);
    const { fetchFn } = fakeFetch(
      [() => json(401, { code: 'UNAUTHENTICATED', message: 'Invalid Credentials' })],
      refreshed,
    );
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage });
    const onExpired = vi.fn();
    api.onSessionExpired(onExpired);
    await expect(api.post('/auth/login', { body: {}, isPublic: true })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Invalid Credentials',
    });
    expect(onExpired).not.toHaveBeenCalled();
  });
});

describe('api client: error normalisation', () => {
  it('keeps the code, message and issues of an API error', async () => {
    const body = {
      code: 'BAD_REQUEST',
      message: 'Invalid input',
      issues: [{ path: 'email', message: 'Invalid email address' }],
    };
    const { fetchFn } = fakeFetch([() => json(400, body)], refreshed);
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    await expect(api.post('/users', { body: {} })).rejects.toMatchObject({ status: 400, ...body });
  });

  it('maps a reply that is not an API error by its status', async () => {
    const { fetchFn } = fakeFetch(
      [() => new Response('<html>', { status: 409, statusText: 'Conflict' })],
      refreshed,
    );
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    await expect(api.put('/users', { body: {} })).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Conflict',
    });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    const fetchFn = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    await expect(api.get('/a')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects a reply that breaks the contract', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchFn } = fakeFetch([() => json(200, { id: 1 })], refreshed);
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    await expect(api.get('/users/u1', { schema: UserSchema })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('resolves undefined for an empty 204 reply', async () => {
    const { fetchFn } = fakeFetch([() => new Response(null, { status: 204 })], refreshed);
    const api = createApiClient({ baseUrl: '/api', fetchFn, storage: memoryStorage() });
    await expect(
      api.post('/auth/logout', { body: { refreshToken: 'x' }, isPublic: true }),
    ).resolves.toBeUndefined();
  });
});

describe('api client: one Idempotency-Key per intent', () => {
  /** A fake fetch that records each call's key and answers in order. */
  function keyed(replies: Array<() => Response | Promise<Response>>) {
    const keys: (string | null)[] = [];
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const next = replies.shift();
      if (!next) throw new Error('unexpected call');
      return next();
    });
    const api = createApiClient({
      baseUrl: '/api',
      fetchFn: fetchFn as unknown as typeof fetch,
      storage: memoryStorage(),
    });
    return { api, keys };
  }

  it('a write sent twice while the first is in flight carries the same key; the next is new', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, keys } = keyed([
      async () => (await gate, json(201, { id: 'p1' })),
      () => json(201, { id: 'p1' }),
      () => json(201, { id: 'p2' }),
    ]);
    const body = { description: 'x' };
    const first = api.post('/Proposals', { body });
    const second = api.post('/Proposals', { body });
    release();
    await Promise.all([first, second]);
    await api.post('/Proposals', { body });
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('a retry after a dropped answer (network error or 5xx) keeps the key; a 4xx ends the intent', async () => {
    const { api, keys } = keyed([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(502, { code: 'UPSTREAM_FAILED', message: 'busy' }),
      () => json(422, { code: 'UNPROCESSABLE', message: 'no' }),
      () => json(200, {}),
    ]);
    const url = '/Contracts/c1/documents';
    const body = { name: 'A' };
    await expect(api.post(url, { body })).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(api.post(url, { body })).rejects.toMatchObject({ status: 502 });
    await expect(api.post(url, { body })).rejects.toMatchObject({ status: 422 });
    await api.post(url, { body });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('another body is another intent; reads and opted-out writes carry no key', async () => {
    const { api, keys } = keyed([
      () => json(200, {}),
      () => json(200, {}),
      () => json(200, {}),
      () => json(200, {}),
    ]);
    await api.put('/Proposals', { body: { v: 1 } });
    await api.put('/Proposals', { body: { v: 2 } });
    await api.get('/Proposals/p1');
    await api.post('/Contracts/c1/documents/refresh', { idempotencyKey: false });
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual([null, null]);
  });
});

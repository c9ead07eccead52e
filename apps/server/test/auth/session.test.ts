import { randomUUID } from 'node:crypto';
import { isNotNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens } from '../../src/db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS, rotateRefreshToken } from '../../src/modules/auth/refresh-tokens';
import { ADMIN, createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demoLogin = async (email = ADMIN) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'Demo', email } })
  ).json<{
    accessToken: string;
    refreshToken: string;
  }>();
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('sessions', () => {
  it('offers demo sign-in with the seeded users when no provider is configured', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    const emails = res.json().demo.users.map((u: { email: string }) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@example.com', 'closer@example.com']));
  });

  it('refuses demo sign-in for an unknown email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'Demo', email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid Credentials');
  });

  it('rotates refresh tokens, and reuse of an old one revokes its family', async () => {
    const first = await demoLogin();
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const second = r1.json<{ refreshToken: string; accessToken: string }>();
    expect(second.refreshToken).not.toBe(first.refreshToken);

    // a replay after the two-tab grace window is a stolen copy
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(isNotNull(refreshTokens.usedAt));
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    // the thief's replay also killed the newer token of the same family
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    // other sessions are untouched
    const other = await demoLogin();
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('logout revokes the refresh token', async () => {
    const pair = await demoLogin();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: pair.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
  });

  it('answers an expired access token with 401, code TOKEN_EXPIRED and the token-expired header', async () => {
    const { id } = (await t.app.inject({ url: '/api/auth/me', headers: await t.as(ADMIN) })).json();
    const expired = await new SignJWT({ typ: 'access', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setIssuer('proposal-builder')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(TEST_JWT_SECRET);
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['token-expired']).toBe('true');
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token signed with another secret, without the header', async () => {
    const bad = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('proposal-builder')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${bad}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['token-expired']).toBeUndefined();
  });

  it('lets anyone edit their own profile', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: await t.as('closer@example.com'),
      payload: {
        firstName: 'Carla',
        lastName: 'Closer',
        phone: '602.555.0100',
        profilePicPath: '',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Carla',
      phone: '+16025550100',
      role: { name: 'Closer' },
    });
  });
});

describe('sessions that survive two tabs and end when signed out', () => {
  it('two tabs refreshing with the same token at once both stay signed in', async () => {
    const pair = await demoLogin();
    const [a, b] = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // both new tokens work: the family was not revoked
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
    expect((await refresh(b.json().refreshToken)).statusCode).toBe(200);
  });

  it('reuse after the grace window still revokes the family', async () => {
    const pair = await demoLogin();
    const next = await rotateRefreshToken(t.db, pair.refreshToken, 30);
    const later = Date.now() + REFRESH_REUSE_GRACE_MS + 1000;
    await expect(rotateRefreshToken(t.db, pair.refreshToken, 30, later)).rejects.toThrow();
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('signing out ends the access token at once, not 15 minutes later', async () => {
    const pair = await demoLogin();
    const auth = { authorization: `Bearer ${pair.accessToken}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: pair.refreshToken },
    });
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
  });

  it('a revoked family ends its access tokens too', async () => {
    const pair = await demoLogin();
    await refresh(pair.refreshToken);
    const stolen = await rotateRefreshToken(
      t.db,
      pair.refreshToken,
      30,
      Date.now() + 3_600_000,
    ).catch(() => null);
    expect(stolen).toBeNull();
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${pair.accessToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('demo sign-in outside development', () => {
  it('is refused in production mode', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://proposals.example.com',
      },
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { type: 'Demo', email: ADMIN },
      });
      expect(res.statusCode).toBe(401);
      expect((await prod.app.inject({ url: '/api/auth/providers' })).json().demo).toBeNull();
    } finally {
      await prod.close();
    }
  });
});

import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const expired = await new SignJWT({ typ: 'access' })
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
      payload: { firstName: 'Carla', lastName: 'Closer', phone: '555-0100', profilePicPath: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Carla',
      phone: '555-0100',
      role: { name: 'Closer' },
    });
  });
});

describe('demo sign-in outside development', () => {
  it('is refused in production mode', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
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

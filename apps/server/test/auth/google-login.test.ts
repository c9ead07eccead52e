import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { GOOGLE_TEST_CLIENT_ID, startFakeGoogle } from '../helpers/fake-google';

let t: TestApp;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl },
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const login = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'Google', token } });

describe('Google sign-in against a local JWKS', () => {
  it('accepts a valid ID token of a user an admin created, and /me returns that user', async () => {
    const res = await login(await google.sign({ email: 'admin@example.com' }));
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({ email: 'admin@example.com', role: { name: 'Admin' } });
    expect(me.json().role.capabilities.proposalBuilder).toContain('PB_MANAGE_ADMIN_ITEMS');
  });

  it('matches the email case-insensitively', async () => {
    expect((await login(await google.sign({ email: 'Closer@Example.com' }))).statusCode).toBe(200);
  });

  it.each([
    ['a forged signature', () => google.sign({ email: 'admin@example.com' }, { forged: true })],
    ['a wrong audience', () => google.sign({ email: 'admin@example.com', aud: 'someone-else' })],
    [
      'an expired token',
      () =>
        google.sign(
          { email: 'admin@example.com' },
          { expiresIn: Math.floor(Date.now() / 1000) - 3600 },
        ),
    ],
    [
      'a wrong issuer',
      () => google.sign({ email: 'admin@example.com', iss: 'https://evil.example.com' }),
    ],
    [
      'an unverified email',
      () => google.sign({ email: 'admin@example.com', email_verified: false }),
    ],
    ['a user nobody created', () => google.sign({ email: 'stranger@example.com' })],
  ])('refuses %s with Invalid Credentials', async (_label, make) => {
    const res = await login(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid Credentials' });
  });

  it('refuses garbage and the demo path while a provider is configured', async () => {
    expect((await login('not-a-jwt')).statusCode).toBe(401);
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'Demo', email: 'admin@example.com' },
    });
    expect(demo.statusCode).toBe(401);
    const providers = await t.app.inject({ url: '/api/auth/providers' });
    expect(providers.json()).toMatchObject({
      google: { clientId: GOOGLE_TEST_CLIENT_ID },
      facebook: null,
      demo: null,
    });
  });

  it('refuses a Facebook token when Facebook is not configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'Facebook', token: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

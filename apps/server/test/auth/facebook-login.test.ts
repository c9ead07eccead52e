import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { FACEBOOK_TEST_APP, startFakeFacebook } from '../helpers/fake-facebook';

let t: TestApp;
let fb: Awaited<ReturnType<typeof startFakeFacebook>>;

beforeAll(async () => {
  fb = await startFakeFacebook();
  t = await createTestApp({
    env: {
      FACEBOOK_APP_ID: FACEBOOK_TEST_APP.id,
      FACEBOOK_APP_SECRET: FACEBOOK_TEST_APP.secret,
      FACEBOOK_GRAPH_URL: fb.graphUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fb.close();
});

const login = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { type: 'Facebook', token } });

describe('Facebook sign-in against a local Graph API', () => {
  it('accepts a valid token and checks it with the app token', async () => {
    fb.issue('good', { userId: '42', email: 'closer@example.com' });
    const res = await login('good');
    expect(res.statusCode).toBe(200);
    const debug = fb.server.requests.find((r) => r.url.startsWith('/v25.0/debug_token'));
    expect(debug?.url).toContain(
      `access_token=${encodeURIComponent(`${FACEBOOK_TEST_APP.id}|${FACEBOOK_TEST_APP.secret}`)}`,
    );
  });

  it.each([
    ['a token for another app', { userId: '1', email: 'admin@example.com', appId: '999' }],
    ['an invalid token', { userId: '2', email: 'admin@example.com', isValid: false }],
    [
      'an expired token',
      { userId: '3', email: 'admin@example.com', expiresAt: Math.floor(Date.now() / 1000) - 60 },
    ],
    ['a profile without email', { userId: '4' }],
    ['a user nobody created', { userId: '5', email: 'stranger@example.com' }],
  ])('refuses %s', async (label, value) => {
    fb.issue(label, value);
    const res = await login(label);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid Credentials');
  });

  it('refuses a token the Graph API does not know', async () => {
    expect((await login('unknown')).statusCode).toBe(401);
  });
});

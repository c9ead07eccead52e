import { describe, expect, it } from 'vitest';
import { listenHost, parseEnv } from '../../src/config/env';
import { ADMIN, CLOSER, createTestApp } from '../helpers/test-app';

const demoLogin = (t: Awaited<ReturnType<typeof createTestApp>>, email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { type: 'Demo', email },
    remoteAddress: ip,
  });

describe('demo sign-in is for this machine only', () => {
  it('listens on loopback by default while demo sign-in is on; HOST opts in to more', () => {
    expect(listenHost(parseEnv({}))).toBe('127.0.0.1');
    expect(listenHost(parseEnv({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHost(parseEnv({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }))).toBe(
      '0.0.0.0',
    );
  });

  it('lists demo users and signs in only callers on this machine', async () => {
    const t = await createTestApp();
    try {
      const remote = await t.app.inject({ url: '/api/auth/providers', remoteAddress: '10.0.0.7' });
      expect(remote.json().demo).toBeNull();
      expect((await demoLogin(t, ADMIN, '10.0.0.7')).statusCode).toBe(401);
      const local = await t.app.inject({ url: '/api/auth/providers', remoteAddress: '127.0.0.1' });
      expect(local.json().demo.users.length).toBeGreaterThan(0);
      expect((await demoLogin(t, ADMIN, '::1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in rate limits behind an office NAT or a load balancer', () => {
  it('limits per account, not one budget for everybody behind the proxy', async () => {
    const t = await createTestApp({
      env: {
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
        AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '100',
      },
    });
    try {
      const viaProxy = (email: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { type: 'Demo', email },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '127.0.0.9' },
        });
      for (let i = 0; i < 3; i++) expect((await viaProxy(ADMIN)).statusCode).toBe(200);
      const fourth = await viaProxy(ADMIN);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().code).toBe('RATE_LIMITED');
      // a colleague behind the same address is not locked out
      expect((await viaProxy(CLOSER)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('limits one address that tries many accounts', async () => {
    const t = await createTestApp({
      env: {
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT_PER_MINUTE: '100',
        AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '4',
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { type: 'Demo', email: `user${i}@example.com` },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '127.0.0.44' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      // the proxy's other clients keep their own budget
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { type: 'Demo', email: ADMIN },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.45' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('API documentation', () => {
  it('is not served in production mode unless turned on', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://proposals.example.com',
      },
    });
    try {
      expect((await prod.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const dev = await createTestApp();
    try {
      expect((await dev.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});

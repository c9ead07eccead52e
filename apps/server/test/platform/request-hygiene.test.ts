import { randomUUID } from 'node:crypto';
import { PLATFORM_MESSAGES } from '@pb/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const token = (claims: Record<string, unknown>, sub?: string, expires = true) => {
  let jwt = new SignJWT({ typ: 'access', sid: randomUUID(), ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('proposal-builder')
    .setIssuedAt();
  if (sub !== undefined) jwt = jwt.setSubject(sub);
  if (expires) jwt = jwt.setExpirationTime('5m');
  return jwt.sign(TEST_JWT_SECRET);
};

describe('text that PostgreSQL cannot store is refused with 400, not 500', () => {
  it('a NUL character in a JSON body', async () => {
    const before = await t.app.inject({ url: '/api/auth/me', headers: await t.as(CLOSER) });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: await t.as(CLOSER),
      payload: { ...before.json<Record<string, unknown>>(), firstName: 'Ev\u0000il' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().issues[0].path).toBe('body.firstName');
    const after = await t.app.inject({ url: '/api/auth/me', headers: await t.as(CLOSER) });
    expect(after.json().firstName).toBe(before.json().firstName);
  });

  it('a lone UTF-16 surrogate in a nested body field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/proposal',
      headers: await t.as(CLOSER),
      payload: { deep: [{ name: 'x\ud800y' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('body.deep.0.name');
  });

  it('a NUL character in a search (query string)', async () => {
    const res = await t.app.inject({
      url: '/api/customers?search=a%00b',
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('query.search');
  });

  it('a NUL character in a path parameter', async () => {
    const res = await t.app.inject({
      url: '/api/customers/a%00b',
      headers: await t.as(ADMIN),
    });
    expect(res.statusCode).toBe(400);
  });

  it('a malformed URL answers in the app error shape', async () => {
    const res = await t.app.inject({ url: '/api/customers/%E0%A4%A', headers: await t.as(ADMIN) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('a prototype key in a body changes nothing and does not crash', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me',
      headers: { ...(await t.as(CLOSER)), 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "firstName": "A"}',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe('tokens the server did not mean to accept', () => {
  it('a token whose subject is not a uuid is 401', async () => {
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${await token({}, 'not-a-uuid')}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a token without an expiry is 401', async () => {
    const me = await t.app.inject({ url: '/api/auth/me', headers: await t.as(ADMIN) });
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${await token({}, me.json().id, false)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('files', () => {
  it('a folder of the storage is not found, not a server error', async () => {
    await t.app.integrations.fileStorage.put('roof-images/a.png', Buffer.from('x'), 'image/png');
    const res = await t.app.inject({ url: '/api/files/roof-images', headers: await t.as(ADMIN) });
    expect(res.statusCode).toBe(404);
    const file = await t.app.inject({
      url: '/api/files/roof-images/a.png',
      headers: await t.as(ADMIN),
    });
    expect(file.headers['content-disposition']).toBe('inline; filename="a.png"');
  });
});

describe('writes per user', () => {
  it('are limited per user, and another user keeps their own budget', async () => {
    const limited = await createTestApp({ env: { WRITE_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const save = async (email: string) =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/auth/me',
          headers: await limited.as(email),
          payload: { firstName: 'A', lastName: 'B', phone: '', profilePicPath: '' },
        });
      for (let i = 0; i < 3; i++) expect((await save(CLOSER)).statusCode).toBe(200);
      const fourth = await save(CLOSER);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(PLATFORM_MESSAGES.savingTooQuickly);
      expect((await save(ADMIN)).statusCode).toBe(200);
      // reads are not writes
      const read = await limited.app.inject({
        url: '/api/auth/me',
        headers: await limited.as(CLOSER),
      });
      expect(read.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('estimates per user (issue 33)', () => {
  it('have their own limit, and saying so is not "saving too quickly"', async () => {
    const limited = await createTestApp({
      env: { WRITE_RATE_LIMIT_PER_MINUTE: '2', ESTIMATE_RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const estimate = async () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/production/estimate',
          headers: await limited.as(CLOSER),
          payload: {
            latitude: 33.51,
            longitude: -112.03,
            arrays: [{ kw: 4, tilt: 20, azimuth: 180 }],
          },
        });
      const save = async () =>
        limited.app.inject({
          method: 'PUT',
          url: '/api/auth/me',
          headers: await limited.as(CLOSER),
          payload: { firstName: 'A', lastName: 'B', phone: '', profilePicPath: '' },
        });
      // More estimates than the write limit: all answered.
      for (let i = 0; i < 3; i++) expect((await estimate()).statusCode).toBe(200);
      const fourth = await estimate();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toBe(PLATFORM_MESSAGES.estimatingTooQuickly);
      // The estimates used none of the saves.
      for (let i = 0; i < 2; i++) expect((await save()).statusCode).toBe(200);
      expect((await save()).json().message).toBe(PLATFORM_MESSAGES.savingTooQuickly);
    } finally {
      await limited.close();
    }
  });
});

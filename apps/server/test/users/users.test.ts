import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('users API', () => {
  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/users' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a Closer', async () => {
    const res = await t.app.inject({ url: '/api/users', headers: await t.as(CLOSER) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lists the seeded users with their roles for an Admin', async () => {
    const res = await t.app.inject({ url: '/api/users', headers: await t.as(ADMIN) });
    expect(res.statusCode).toBe(200);
    const byEmail = Object.fromEntries(
      res.json().map((u: { email: string; role: string }) => [u.email, u.role]),
    );
    expect(byEmail).toMatchObject({ 'admin@example.com': 'Admin', 'closer@example.com': 'Closer' });
  });

  it('rejects a malformed POST with 400 naming every bad field, and creates nothing', async () => {
    const before = (await t.app.inject({ url: '/api/users', headers: await t.as(ADMIN) })).json()
      .length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await t.as(ADMIN),
      payload: { firstName: '', email: 'not-an-email', role: 'Pilot' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(['body.firstName', 'body.lastName', 'body.email', 'body.role']),
    );
    const after = (await t.app.inject({ url: '/api/users', headers: await t.as(ADMIN) })).json()
      .length;
    expect(after).toBe(before);
  });

  it('creates, reads and updates a user; the new user can then sign in', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await t.as(ADMIN),
      payload: {
        firstName: 'Nina',
        lastName: 'New',
        email: 'Nina.New@Example.com',
        role: 'Closer',
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({ email: 'nina.new@example.com', role: 'Closer', version: 0 });

    const got = await t.app.inject({ url: `/api/users/${user.id}`, headers: await t.as(ADMIN) });
    expect(got.json().firstName).toBe('Nina');

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: await t.as(ADMIN),
      payload: { ...user, lastName: 'Newer', role: 'Admin' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ lastName: 'Newer', role: 'Admin', version: 1 });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { type: 'Demo', email: 'nina.new@example.com' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a stale update with 409 and keeps the winner', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: await t.as(ADMIN),
        payload: { firstName: 'Race', lastName: 'Car', email: 'race@example.com', role: 'Closer' },
      })
    ).json();
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: await t.as(ADMIN),
      payload: { ...created, lastName: 'First' },
    });
    const second = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: await t.as(ADMIN),
      payload: { ...created, lastName: 'Second' },
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CONFLICT');
    const got = await t.app.inject({ url: `/api/users/${created.id}`, headers: await t.as(ADMIN) });
    expect(got.json().lastName).toBe('First');
  });

  it('refuses a duplicate email with 409', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await t.as(ADMIN),
      payload: { firstName: 'Ada', lastName: 'Again', email: 'ADMIN@example.com', role: 'Admin' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const h = await t.as(ADMIN);
    expect(
      (await t.app.inject({ url: '/api/users/00000000-0000-4000-8000-000000000000', headers: h }))
        .statusCode,
    ).toBe(404);
    const bad = await t.app.inject({ url: '/api/users/not-a-uuid', headers: h });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('params.id');
  });

  it('links a user to the sales system by a unique closer id (decision 0027)', async () => {
    const h = await t.as(ADMIN);
    const body = { firstName: 'Lia', lastName: 'Link', role: 'Closer' };
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: h,
      payload: { ...body, email: 'lia@example.com', salesSystemId: ' CLO-77 ' },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().salesSystemId).toBe('CLO-77');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: h,
      payload: { ...body, email: 'lia2@example.com', salesSystemId: 'CLO-77' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another user already has this sales system id.');
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: h,
      payload: { ...linked.json<object>(), salesSystemId: '  ' },
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().salesSystemId).toBeNull();
    const seeded = (await t.app.inject({ url: '/api/users', headers: h }))
      .json()
      .find((u: { email: string }) => u.email === 'closer@example.com');
    expect(seeded.salesSystemId).toBe('CLO-04');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@pb/core';
import { ADMIN, CLOSER, DEVELOPER, createTestApp, type TestApp } from '../helpers/test-app';

type UserRow = { id: string; email: string; role: string; version: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usersAs = async (email: string) =>
  (await t.app.inject({ url: '/api/users', headers: await t.as(email) })).json<UserRow[]>();

const byEmail = async (email: string) => (await usersAs(ADMIN)).find((u) => u.email === email)!;

const setRole = async (caller: string, user: UserRow, role: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users',
    headers: await t.as(caller),
    payload: { ...user, role },
  });

describe('the last user who can manage users (issue 33)', () => {
  it('lets the Developer step down while an Admin remains', async () => {
    const res = await setRole(ADMIN, await byEmail(DEVELOPER), 'Closer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('Closer');
  });

  it('refuses the only Admin their own demotion with 422, and nothing changes', async () => {
    const admin = await byEmail(ADMIN);
    const res = await setRole(ADMIN, admin, 'Closer');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'UNPROCESSABLE',
      message: USER_MESSAGES.lastManager,
      issues: [{ path: 'body.role', message: USER_MESSAGES.lastManager }],
    });
    const after = await byEmail(ADMIN);
    expect(after).toMatchObject({ role: 'Admin', version: admin.version });
    // Still able to manage users.
    expect((await t.app.inject({ url: '/api/users', headers: await t.as(ADMIN) })).statusCode).toBe(
      200,
    );
  });

  it('still saves other changes of the only Admin that keep the role', async () => {
    const admin = await byEmail(ADMIN);
    const res = await setRole(ADMIN, { ...admin, lastName: 'Kept' } as UserRow, 'Admin');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets an Admin step down once another user can manage users; then that one is the last', async () => {
    const promoted = await setRole(ADMIN, await byEmail(CLOSER), 'Developer');
    expect(promoted.statusCode, promoted.body).toBe(200);
    const stepDown = await setRole(ADMIN, await byEmail(ADMIN), 'Closer');
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // The former Admin is locked out of the users screen, as they chose.
    expect((await t.app.inject({ url: '/api/users', headers: await t.as(ADMIN) })).statusCode).toBe(
      403,
    );
    const last = await usersAs(CLOSER);
    const self = last.find((u) => u.email === CLOSER)!;
    const refused = await setRole(CLOSER, self, 'Closer');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(USER_MESSAGES.lastManager);
  });
});

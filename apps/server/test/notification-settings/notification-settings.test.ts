import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let closerId: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  closerId = (await t.app.inject({ url: '/api/auth/me', headers: await t.as(CLOSER) })).json().id;
  adminId = (await t.app.inject({ url: '/api/auth/me', headers: await t.as(ADMIN) })).json().id;
});
afterAll(() => t.close());

describe('notification settings', () => {
  it("answers 'Setting does not exist.' before the first save", async () => {
    const res = await t.app.inject({
      url: `/api/settings/${closerId}`,
      headers: await t.as(CLOSER),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Setting does not exist.');
  });

  it('requires the email only while email notifications are on, with the spec wording', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: await t.as(CLOSER),
      payload: {
        userId: closerId,
        email: '',
        phone: '',
        isReceivingEmailNotifications: true,
        isReceivingPhoneNotifications: true,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Email is required.' },
        { path: 'body.phone', message: 'Phone is required.' },
      ]),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: await t.as(CLOSER),
      payload: {
        userId: closerId,
        email: '',
        phone: '',
        isReceivingEmailNotifications: false,
        isReceivingPhoneNotifications: false,
      },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('updates with a version and refuses a stale one', async () => {
    const current = (
      await t.app.inject({ url: `/api/settings/${closerId}`, headers: await t.as(CLOSER) })
    ).json();
    const body = { ...current, email: 'carl@example.com', isReceivingEmailNotifications: true };
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: await t.as(CLOSER),
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'carl@example.com',
      isReceivingEmailNotifications: true,
      version: current.version + 1,
    });
    const stale = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: await t.as(CLOSER),
      payload: body,
    });
    expect(stale.statusCode).toBe(409);
  });

  it("refuses someone else's settings to a non-admin, allows an admin", async () => {
    const res = await t.app.inject({
      url: `/api/settings/${adminId}`,
      headers: await t.as(CLOSER),
    });
    expect(res.statusCode).toBe(403);
    const admin = await t.app.inject({
      url: `/api/settings/${closerId}`,
      headers: await t.as(ADMIN),
    });
    expect(admin.statusCode).toBe(200);
  });

  it('does not let a user settings path shadow the site settings route', async () => {
    const res = await t.app.inject({ url: '/api/settings/site', headers: await t.as(ADMIN) });
    expect(res.statusCode).not.toBe(400);
  });
});

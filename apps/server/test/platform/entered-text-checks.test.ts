import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDI_CONTROL_MESSAGE, PHONE_NUMBER_MESSAGE } from '@pb/core';
import { newCustomer } from '../helpers/customer-factory';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 33: phone numbers are US numbers kept in E.164, and names, emails and phones refuse the
 * invisible characters that turn text around, on every route where a person types them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Write = { method: 'POST' | 'PUT'; url: string; as: string; body: Record<string, unknown> };

/** A new Closer (each may save their notification settings once with POST). */
async function newCloser(): Promise<{ id: string; email: string }> {
  const email = `n${++seq}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: await t.as(ADMIN),
    payload: { firstName: 'Nell', lastName: 'Notify', email, role: 'Closer' },
  });
  return { id: res.json().id, email };
}

const send = async ({ method, url, as, body }: Write) =>
  t.app.inject({ method, url, headers: await t.as(as), payload: body });

let seq = 0;
const routes: Record<string, () => Write | Promise<Write>> = {
  'POST /api/customers': () => ({
    method: 'POST',
    url: '/api/customers',
    as: ADMIN,
    body: { ...newCustomer(), email: `c${++seq}@example.com` },
  }),
  'POST /api/users': () => ({
    method: 'POST',
    url: '/api/users',
    as: ADMIN,
    body: { firstName: 'Pat', lastName: 'Phone', email: `u${++seq}@example.com`, role: 'Closer' },
  }),
  'PUT /api/auth/me': () => ({
    method: 'PUT',
    url: '/api/auth/me',
    as: CLOSER,
    body: { firstName: 'Carla', lastName: 'Closer', phone: '', profilePicPath: '' },
  }),
  'POST /api/settings': async () => {
    const user = await newCloser();
    return {
      method: 'POST',
      url: '/api/settings',
      as: user.email,
      body: {
        userId: user.id,
        email: 'carla@example.com',
        phone: '',
        isReceivingEmailNotifications: false,
        isReceivingPhoneNotifications: true,
      },
    };
  },
};

describe.each(Object.keys(routes))('%s', (route) => {
  const write = routes[route]!;

  it.each(['abc', 'call me maybe', '555-0100', '+44 20 7946 0958', '\u202E555-123-4567'])(
    'refuses the phone %j with 400 on body.phone',
    async (phone) => {
      const w = await write();
      const res = await send({ ...w, body: { ...w.body, phone } });
      expect(res.statusCode).toBe(400);
      const message = phone.includes('\u202E') ? BIDI_CONTROL_MESSAGE : PHONE_NUMBER_MESSAGE;
      expect(res.json().issues).toContainEqual({ path: 'body.phone', message });
    },
  );

  it.each([
    ['(555) 123-4567', '+15551234567'],
    ['555.123.4567', '+15551234567'],
    ['+1 602 555 0142', '+16025550142'],
  ])('keeps the phone %j as %s', async (phone, stored) => {
    const w = await write();
    const res = await send({ ...w, body: { ...w.body, phone } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().phone).toBe(stored);
  });
});

describe.each(['POST /api/customers', 'POST /api/users', 'PUT /api/auth/me'])(
  'names on %s',
  (route) => {
    it.each([
      ['lastName', 'Brooks\u202E'],
      ['firstName', '\u2067Tanya'],
      ['lastName', 'O\u200FNeal'],
    ])(
      'refuses a direction control in %s (%j) with 400, and saves nothing',
      async (field, value) => {
        const w = await routes[route]!();
        const res = await send({ ...w, body: { ...w.body, [field]: value } });
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toContainEqual({
          path: `body.${field}`,
          message: BIDI_CONTROL_MESSAGE,
        });
      },
    );

    it('takes names in other scripts', async () => {
      const w = await routes[route]!();
      const res = await send({ ...w, body: { ...w.body, firstName: 'محمد', lastName: 'Nguyễn' } });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.json()).toMatchObject({ firstName: 'محمد', lastName: 'Nguyễn' });
    });
  },
);

describe.each(['POST /api/customers', 'POST /api/users', 'POST /api/settings'])(
  'emails on %s',
  (route) => {
    it('refuses a direction control in the email with 400', async () => {
      const w = await routes[route]!();
      const res = await send({ ...w, body: { ...w.body, email: 'live@\u202Eexample.com' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({
        path: 'body.email',
        message: BIDI_CONTROL_MESSAGE,
      });
    });
  },
);

it('saves nothing when a customer is refused', async () => {
  const count = async () =>
    (await t.app.inject({ url: '/api/customers?pageSize=100', headers: await t.as(ADMIN) })).json()
      .count as number;
  const before = await count();
  const w = await routes['POST /api/customers']!();
  await send({ ...w, body: { ...w.body, lastName: 'Brooks\u202E' } });
  await send({ ...w, body: { ...w.body, phone: 'call me maybe' } });
  expect(await count()).toBe(before);
});

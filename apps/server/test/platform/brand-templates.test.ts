import { BASE_TEMPLATES } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/brand-templates', () => {
  it('serves the four bundled brands with contacts, logo and the six palette keys', async () => {
    const res = await t.app.inject({ url: '/api/brand-templates', headers: await t.as(CLOSER) });
    expect(res.statusCode).toBe(200);
    const brands =
      res.json<
        { baseTemplate: string; palette: Record<string, string>; logo: string; phone: string }[]
      >();
    expect(brands.map((b) => b.baseTemplate).sort()).toEqual([...BASE_TEMPLATES].sort());
    for (const b of brands) {
      expect(Object.keys(b.palette).sort()).toEqual([
        'dark',
        'light',
        'main',
        'primary',
        'text',
        'veryDark',
      ]);
      expect(b.logo).toMatch(/^data:image\/svg\+xml/);
      expect(b.phone).not.toBe('');
    }
  });

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ url: '/api/brand-templates' })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/pdf-fonts (the deck export fonts, issue 33)', () => {
  it('serves a weight’s CSS and one of its WOFF files to anyone', async () => {
    const css = await t.app.inject({ url: '/api/pdf-fonts/noto-sans-sc/400.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('unicode-range');
    const woff = await t.app.inject({
      url: '/api/pdf-fonts/noto-sans-arabic/noto-sans-arabic-arabic-400-normal.woff',
    });
    expect(woff.statusCode).toBe(200);
    expect(woff.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOFF');
  });

  it.each([
    ['/api/pdf-fonts/noto-sans-sc/nothing-here.woff', 404],
    ['/api/pdf-fonts/some-other-font/400.css', 400],
    ['/api/pdf-fonts/roboto/..%2Fpackage.json', 400],
    ['/api/pdf-fonts/roboto/index.js', 400],
  ])('%s answers %i', async (url, status) => {
    expect((await t.app.inject({ url })).statusCode).toBe(status);
  });
});

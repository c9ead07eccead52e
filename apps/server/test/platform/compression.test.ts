import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCatalogueSnapshots } from '../helpers/details-fixture';
import { ADMIN, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await useCatalogueSnapshots(t); // one more panel: the list passes 1 KB
});
afterAll(() => t.close());

const get = async (url: string, acceptEncoding?: string) =>
  t.app.inject({
    url,
    headers: {
      ...(await t.as(ADMIN)),
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('API answers of 1 KB or more are compressed', () => {
  it('a catalogue list goes as brotli, else gzip, and decodes to the same JSON', async () => {
    const plain = await get('/api/Panels', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/Panels', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gz = await get('/api/Panels', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('a small answer goes as it is', async () => {
    const me = await get('/api/auth/me', 'gzip, deflate, br');
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toMatchObject({ email: ADMIN });
  });

  it('without Accept-Encoding, a large answer goes as it is', async () => {
    const res = await get('/api/Panels');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(expect.any(Array));
  });
});

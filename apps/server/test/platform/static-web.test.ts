import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { App } from '../../src/app-types';
import { parseEnv } from '../../src/config/env';
import type { Database } from '../../src/db/client';
import { TEST_JWT_SECRET } from '../helpers/test-app';
import { openTestDatabase } from '../helpers/test-database';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist: string;
let database: Database;
const apps: App[] = [];

async function appFor(nodeEnv: 'production' | 'development') {
  const env = parseEnv({
    NODE_ENV: nodeEnv,
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://proposals.example.com',
    WEB_DIST_DIR: dist,
  });
  const app = await buildApp({
    env,
    db: database.db,
    pubsub: database.pubsub,
    jwtSecret: TEST_JWT_SECRET,
    serveWeb: true,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = path.join(dist, 'assets/index-AbC123.js');
  fs.writeFileSync(js, SCRIPT);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(`${js}.map`, '{}');
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const app = await appFor('production');
    const res = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const app = await appFor('production');
    const gz = await app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('revalidates index.html, also for client-side routes', async () => {
    const app = await appFor('production');
    for (const url of ['/', '/customers/123']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('never serves source maps in production, and answers a missing asset with 404', async () => {
    const prod = await appFor('production');
    expect((await prod.inject({ url: '/assets/index-AbC123.js.map' })).statusCode).toBe(404);
    expect((await prod.inject({ url: '/assets/index-Gone99.js' })).statusCode).toBe(404);
    const dev = await appFor('development');
    expect((await dev.inject({ url: '/assets/index-AbC123.js.map' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body, and refuses paths out of the assets folder', async () => {
    const app = await appFor('production');
    const head = await app.inject({
      method: 'HEAD',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    for (const url of [
      '/assets/..%2Findex.html',
      '/assets/..%5Cindex.html',
      '/assets/.',
      '/assets/',
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it('finds a hashed asset written after start (a build still under way)', async () => {
    const app = await appFor('production');
    expect((await app.inject({ url: '/assets/late-Zz9.js' })).statusCode).toBe(404);
    fs.writeFileSync(path.join(dist, 'assets/late-Zz9.js'), 'late()');
    const res = await app.inject({ url: '/assets/late-Zz9.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('late()');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  composePage,
  cookieValue,
  MAX_RENDERS_AT_ONCE,
  routeChunks,
} from '../../src/plugins/page-render';
import { ADMIN, CLOSER, createTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/test-app';

/**
 * index.html as the web build writes it: the entry and the preloads of its stages, the early
 * start's route chunks, an empty root.
 */
const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" />' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/core-1.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '<script type="application/json" id="pb-early-chunks">' +
  '{"/customers":["/assets/customers-1.js"],"/customers/:customerId":["/assets/root-1.js","/assets/customer-1.js"]}' +
  '</script><script type="module" async src="/assets/early-start-1.js"></script>' +
  '<title>Proposal Builder</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web app's render entry (apps/web/src/ssr/entry-server.tsx; the real one is
 * tested with the app in apps/web/src/ssr/hydration.test.tsx and in the browser tests): it asks
 * the API for the user with the fetch and token it was given, as the app's loaders do, and shows
 * whom it rendered for. It renders the pages under /customers/ only. A path ending in /decline
 * renders nothing, one ending in /fail throws, one
 * ending in /slow takes 300 ms.
 */
const ENTRY = `
export const rendersPage = (pathname) => pathname.startsWith('/customers/');
export async function render(input) {
  if (input.url.endsWith('/decline')) return null;
  if (input.url.endsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 300));
  if (input.url.endsWith('/fail')) throw new Error('render failed');
  const res = await input.fetch(input.origin + '/api/auth/me', {
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + input.accessToken },
  });
  if (!res.ok) return null;
  const me = await res.json();
  return {
    status: 200,
    head: '<style data-emotion="css x">.x{}</style>',
    html: '<h1>' + me.email + '</h1>',
    data: JSON.stringify({ userId: input.userId, view: input.view, url: input.url }),
    timing: { data: 12.5, render: 30 },
  };
}
`;

let t: TestApp;
let base: string;
beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-pages-'));
  fs.mkdirSync(path.join(base, 'dist'));
  fs.mkdirSync(path.join(base, 'dist-ssr'));
  fs.writeFileSync(path.join(base, 'dist/index.html'), INDEX);
  fs.writeFileSync(path.join(base, 'dist-ssr/entry-server.js'), ENTRY);
  t = await createTestApp({ env: { WEB_DIST_DIR: path.join(base, 'dist') }, serveWeb: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(base, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, acceptEncoding = 'identity') =>
  t.app.inject({
    url,
    headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) },
  });

const isPlain = (body: string) => body === INDEX;

describe('pages rendered on the server (decision 0044)', () => {
  it('sends the plain page to a browser without a session cookie', async () => {
    const res = await page('/customers/abc');
    expect(res.statusCode).toBe(200);
    expect(isPlain(res.body)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("renders the page for the cookie's user: markup in an inert root, styles, data, route chunks", async () => {
    const token = await t.tokenFor(ADMIN);
    const res = await page('/customers/abc?tab=1', `other=1; pb_session=${token}; pb_view=390.1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // Personal: never kept by a cache, and it differs by cookie.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const html = res.body;
    expect(res.headers['server-timing']).toMatch(
      /^data;dur=12\.5, render;dur=30\.0, compress;dur=\d+\.\d$/,
    );
    // The early start has nothing to do for a page that carries its data and chunks. The head
    // keeps the entry but preloads nothing: the entry preloads the listed code after the paint.
    expect(html).toContain(
      '<meta charset="UTF-8" /><meta name="pb-rendered" />' +
        '<script type="module" crossorigin src="/assets/index-1.js"></script>\n    ' +
        '<title>Proposal Builder</title>' +
        '<style data-emotion="css x">.x{}</style></head>',
    );
    expect(html).not.toContain('early-start');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<div id="root" inert><h1>admin@example.com</h1></div><script type="application/json" id="pb-ssr-data">',
    );
    // The entry's stages, then the route's chunks.
    const preloads = /<script type="application\/json" id="pb-preloads">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(preloads![1]!)).toEqual([
      '/assets/core-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/customer-1.js',
    ]);
    const data = /<script type="application\/json" id="pb-ssr-data">(.*?)<\/script>/.exec(html);
    const me = (await t.app.inject({ url: '/api/auth/me', headers: await t.as(ADMIN) })).json<{
      id: string;
    }>();
    expect(JSON.parse(data![1]!)).toEqual({
      userId: me.id,
      view: { width: 390, reducedMotion: true },
      url: '/customers/abc?tab=1',
    });
  });

  it('renders for each user their own page', async () => {
    const res = await page('/customers/abc', `pb_session=${await t.tokenFor(CLOSER)}`);
    expect(res.body).toContain('<h1>closer@example.com</h1>');
    // No view cookie: rendered for a laptop, motion on.
    expect(res.body).toContain('"view":{"width":1280,"reducedMotion":false}');
  });

  it('compresses a rendered page with brotli, else gzip, when the browser accepts it', async () => {
    const cookie = `pb_session=${await t.tokenFor(ADMIN)}`;
    const br = await page('/customers/abc', cookie, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('admin@example.com');
    const gz = await page('/customers/abc', cookie, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('admin@example.com');
  });

  it('sends the plain page for a forged, expired or ended session', async () => {
    const me = (await t.app.inject({ url: '/api/auth/me', headers: await t.as(ADMIN) })).json<{
      id: string;
    }>();
    const sign = (secret: Uint8Array, expiresAt: number) =>
      new SignJWT({ typ: 'access', sid: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(me.id)
        .setIssuer('proposal-builder')
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign(
      new TextEncoder().encode('another-secret-another-secret-0123'),
      now + 600,
    );
    const expired = await sign(TEST_JWT_SECRET, now - 60);
    // Signed by us, but its session (sid) was never opened: the page's own requests are refused.
    const ended = await sign(TEST_JWT_SECRET, now + 600);
    for (const token of [forged, expired, 'not-a-token']) {
      const res = await page('/customers/abc', `pb_session=${token}`);
      expect(res.statusCode).toBe(200);
      expect(isPlain(res.body)).toBe(true);
    }
    // A session that ended is found out by the page's own requests.
    expect(isPlain((await page('/customers/abc', `pb_session=${ended}`)).body)).toBe(true);
  });

  it('sends the plain page for a route the server does not render', async () => {
    const res = await page('/panels', `pb_session=${await t.tokenFor(ADMIN)}`);
    expect(isPlain(res.body)).toBe(true);
  });

  it('sends the plain page when rendering declines or fails', async () => {
    const cookie = `pb_session=${await t.tokenFor(ADMIN)}`;
    for (const url of ['/customers/decline', '/customers/fail']) {
      const res = await page(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(isPlain(res.body)).toBe(true);
    }
    // And the next page is rendered again.
    expect((await page('/customers/abc', cookie)).body).toContain('<h1>admin@example.com</h1>');
  });

  it(`renders ${MAX_RENDERS_AT_ONCE} pages at once at most; the next gets the plain page at once`, async () => {
    const cookie = `pb_session=${await t.tokenFor(ADMIN)}`;
    const pages = await Promise.all(
      Array.from({ length: MAX_RENDERS_AT_ONCE + 1 }, () => page('/customers/slow', cookie)),
    );
    const rendered = pages.filter((res) => res.body.includes('admin@example.com'));
    expect(rendered).toHaveLength(MAX_RENDERS_AT_ONCE);
    expect(pages.filter((res) => isPlain(res.body))).toHaveLength(1);
    // Once they are done, the next is rendered again.
    expect((await page('/customers/abc', cookie)).body).toContain('admin@example.com');
  });

  it('a browser that leaves while its page is rendered costs nothing but the render', async () => {
    const cookie = `pb_session=${await t.tokenFor(ADMIN)}`;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The browser leaves right after asking.
    await new Promise<void>((resolve) => {
      const req = http.get(`${address}/customers/slow`, { headers: { cookie } });
      req.on('error', () => resolve());
      setTimeout(() => (req.destroy(), resolve()), 50);
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The server lives on, and the slot is free again: as many renders at once as before.
    const pages = await Promise.all(
      Array.from({ length: MAX_RENDERS_AT_ONCE }, () => page('/customers/abc', cookie)),
    );
    expect(pages.every((res) => res.body.includes('admin@example.com'))).toBe(true);
  });

  it('the cookie alone opens no API route (nothing a cross-site request could use)', async () => {
    const cookie = `pb_session=${await t.tokenFor(ADMIN)}`;
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const customers = await t.app.inject({ url: '/api/customers', headers: { cookie } });
    expect(customers.statusCode).toBe(401);
  });
});

describe('page composition', () => {
  it("puts the page in as it is: `$&`, `$'` and `$$` in it are text, not replacement patterns", () => {
    const html = composePage(
      INDEX,
      {
        head: '<style>.a::after{content:"$$"}</style>',
        html: "<h1>$& $' $`</h1>",
        data: '{"n":"$&"}',
      },
      '/customers/1',
    );
    expect(html).toContain('<style>.a::after{content:"$$"}</style></head>');
    expect(html).toContain(
      '<div id="root" inert><h1>$& $\' $`</h1></div><script type="application/json" id="pb-ssr-data">{"n":"$&"}</script>',
    );
  });

  it('finds the route chunks of a path, first match first, nothing for an unknown one', () => {
    expect(routeChunks(INDEX, '/customers/123')).toEqual([
      '/assets/root-1.js',
      '/assets/customer-1.js',
    ]);
    expect(routeChunks(INDEX, '/customers')).toEqual(['/assets/customers-1.js']);
    expect(routeChunks(INDEX, '/customers/1/2')).toEqual([]);
    expect(routeChunks('<div id="root"></div>', '/customers')).toEqual([]);
  });

  it('refuses an index.html it cannot put a page into', () => {
    expect(() => composePage('<html></html>', { head: '', html: '', data: '' }, '/')).toThrow(
      /no <div id="root"><\/div>/,
    );
  });

  it.each([
    ['a=1; pb_session=abc.def; b=2', 'pb_session', 'abc.def'],
    ['pb_session=x%3Dy', 'pb_session', 'x=y'],
    ['pb_sessionx=1', 'pb_session', undefined],
    ['pb_session=%E0%A4%A', 'pb_session', undefined],
    [undefined, 'pb_session', undefined],
  ])('reads cookie %s', (header, name, value) => {
    expect(cookieValue(header, name)).toBe(value);
  });
});

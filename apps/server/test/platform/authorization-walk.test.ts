import { ROLE_NAMES } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import accessControl from '../../src/plugins/access-control';
import { ROLE_GRANTS, ROUTE_ACCESS } from './route-access-table';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SEED_USERS } from '../../src/db/seed/seed-platform';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** Path parameters get a sample id; `:userId` gets the caller's own (ownership-checked routes). */
const fill = (url: string, ownId = SAMPLE_ID) =>
  url
    .replace(/:userId\b/g, ownId)
    .replace(/:[A-Za-z]+/g, SAMPLE_ID)
    .replace(/\*$/, 'x');

describe('every registered route enforces what it declares', () => {
  it('has routes to walk, each with a declared access', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(8);
    for (const r of t.app.registeredRoutes) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
  });

  it('refuses to register a route that declares nothing', async () => {
    const bare = Fastify();
    await bare.register(accessControl, { authenticate: async () => null });
    expect(() => bare.get('/api/undeclared', () => 'x')).toThrow(/declares no access/);
    await bare.close();
  });

  it('answers 401 without a token on every non-public route', async () => {
    for (const r of t.app.registeredRoutes.filter((x) => x.access !== 'public')) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fill(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it("has every registered route in the spec's access table, and no route the table invents", () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    const table = new Set(ROUTE_ACCESS.map(([route]) => route));
    expect(
      [...registered].filter((r) => !table.has(r)),
      'routes missing from the table',
    ).toEqual([]);
    expect(
      [...table].filter((r) => !registered.has(r)),
      'table rows with no route',
    ).toEqual([]);
  });

  for (const role of ROLE_NAMES) {
    it(`gives ${role} exactly what the spec's table allows`, async () => {
      const email = SEED_USERS.find((u) => u.role === role)!.email;
      const headers = await t.as(email);
      const ownId = (await t.app.inject({ url: '/api/auth/me', headers })).json<{ id: string }>()
        .id;
      const grants = ROLE_GRANTS[role]!;
      const access = new Map(ROUTE_ACCESS);
      for (const r of t.app.registeredRoutes) {
        if (r.url.includes('logout') || r.url.includes('refresh')) continue; // public, token-consuming
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fill(r.url, ownId),
          headers,
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        const needs = access.get(`${r.method} ${r.url}`)!;
        const label = `${role} ${r.method} ${r.url} (spec: ${needs}; declared ${JSON.stringify(r.access)})`;
        if (grants.includes(needs)) expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
      }
    });
  }
});

describe('platform plumbing', () => {
  it('matches routes case-insensitively', async () => {
    const res = await t.app.inject({
      url: '/API/Auth/ME',
      headers: await t.as('admin@example.com'),
    });
    expect(res.statusCode).toBe(200);
  });

  it('serves health, OpenAPI and security headers', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/users');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

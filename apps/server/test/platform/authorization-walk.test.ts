import { DEFAULT_ROLE_CAPABILITIES, ROLE_NAMES, type Capability } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import accessControl, { allows, type Access } from '../../src/plugins/access-control';
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

const needs = (access: Access): (Capability | string)[] | 'none' =>
  access === 'public' || access === 'authenticated'
    ? 'none'
    : 'roles' in access
      ? access.roles.map((r) => `role ${r}`)
      : 'capability' in access
        ? [access.capability]
        : [...access.anyOf];

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

  for (const role of ROLE_NAMES) {
    it(`gives ${role} exactly what its capabilities allow`, async () => {
      const email = SEED_USERS.find((u) => u.role === role)!.email;
      const headers = await t.as(email);
      const ownId = (await t.app.inject({ url: '/api/auth/me', headers })).json<{ id: string }>()
        .id;
      const caps = [...DEFAULT_ROLE_CAPABILITIES[role]];
      for (const r of t.app.registeredRoutes) {
        if (r.url.includes('logout') || r.url.includes('refresh')) continue; // public, token-consuming
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: fill(r.url, ownId),
          headers,
          payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        });
        const expected = allows(r.access, {
          id: '',
          email,
          firstName: '',
          lastName: '',
          roleName: role,
          capabilities: caps,
        });
        const label = `${role} ${r.method} ${r.url} (needs ${JSON.stringify(needs(r.access))})`;
        if (expected === 'forbidden') expect(res.statusCode, label).toBe(403);
        else expect([401, 403], label).not.toContain(res.statusCode);
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

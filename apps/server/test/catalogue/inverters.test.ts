import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InverterRecord } from '@pb/core';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const body = { name: 'Test Inverter', losses: 14, incentiveMultiplier: 1 };
const list = async () => (await call('GET', '/api/inverters')).json<InverterRecord[]>();
const defaults = async () => (await list()).filter((i) => i.isDefault);

describe('inverters API', () => {
  it('lists the seeded inverters by name with one default', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.map((i) => i.name.toLowerCase())).toEqual(
      items.map((i) => i.name.toLowerCase()).sort(),
    );
    expect(await defaults()).toHaveLength(1);
  });

  it('creates (incentiveMultiplier defaults to 1), reads, updates', async () => {
    const created = await call('POST', '/api/Inverters', { name: 'Plain Inverter', losses: 12 });
    expect(created.statusCode).toBe(201);
    const inv = created.json<InverterRecord>();
    expect(inv).toMatchObject({
      name: 'Plain Inverter',
      losses: 12,
      incentiveMultiplier: 1,
      isDefault: false,
      version: 0,
    });
    expect((await call('GET', `/api/inverters/${inv.id}`)).json()).toEqual(inv);
    const updated = await call('PUT', '/api/inverters', { ...inv, losses: 15.5 });
    expect(updated.json()).toMatchObject({ losses: 15.5, version: 1 });
  });

  it('validates losses 0–100 and a non-negative multiplier', async () => {
    const res = await call('POST', '/api/inverters', {
      name: '',
      losses: 101,
      incentiveMultiplier: -1,
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(
      expect.arrayContaining(['body.name', 'body.losses', 'body.incentiveMultiplier']),
    );
    expect(issuePaths(await call('POST', '/api/inverters', { ...body, losses: -0.1 }))).toContain(
      'body.losses',
    );
  });

  it('switches the default in one step, leaving exactly one', async () => {
    const [old] = await defaults();
    const next = (
      await call('POST', '/api/inverters', { ...body, name: 'New Default Inverter' })
    ).json<InverterRecord>();
    const res = await call('PUT', '/api/inverters', { ...next, isDefault: true });
    expect(res.statusCode).toBe(200);
    expect((await defaults()).map((i) => i.id)).toEqual([next.id]);
    // The old default's version moved on: a stale edit of it is refused.
    const stale = await call('PUT', '/api/inverters', { ...old, name: 'Stale edit' });
    expect(stale.statusCode).toBe(409);
    expect(
      (await call('PUT', '/api/inverters', { ...next, version: 1, isDefault: false })).statusCode,
    ).toBe(400);
  });

  it('refuses a stale version with 409', async () => {
    const inv = (
      await call('POST', '/api/inverters', { ...body, name: 'Race Inverter' })
    ).json<InverterRecord>();
    expect((await call('PUT', '/api/inverters', { ...inv, losses: 10 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/inverters', { ...inv, losses: 11 })).statusCode).toBe(409);
  });

  it('soft-deletes and hides the inverter', async () => {
    const inv = (
      await call('POST', '/api/inverters', { ...body, name: 'Doomed Inverter' })
    ).json<InverterRecord>();
    expect((await call('DELETE', `/api/inverters/${inv.id}`)).json()).toBe(true);
    expect((await list()).some((i) => i.id === inv.id)).toBe(false);
    expect((await call('GET', `/api/inverters/${inv.id}`)).statusCode).toBe(404);
  });
});

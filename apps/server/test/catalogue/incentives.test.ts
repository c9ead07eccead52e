import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncentiveRecord } from '@pb/core';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const local = {
  name: 'Test Rebate',
  type: 'Fixed Amount',
  value: 500,
  max: 500,
  hasNoMax: false,
  scope: 'Local',
  statesServiced: ['GA'],
};
const list = async () => (await call('GET', '/api/Incentives')).json<IncentiveRecord[]>();

describe('incentives API', () => {
  it('lists the seeded incentives, the Federal Tax Credit at 26% with no max', async () => {
    const items = await list();
    expect(items.find((i) => i.name === 'Federal Tax Credit')).toMatchObject({
      type: '% of Total Cost',
      value: 26,
      hasNoMax: true,
      max: 0,
      scope: 'Federal',
      statesServiced: [],
    });
    expect(items.find((i) => i.name === 'South Carolina Solar Incentive')).toMatchObject({
      max: 3500,
      statesServiced: ['SC'],
    });
  });

  it('creates with no states as an empty list; No Maximum stores max 0', async () => {
    const res = await call('POST', '/api/Incentives', {
      name: 'No States',
      type: '$ per kWh',
      value: 0.01,
      max: 900,
      hasNoMax: true,
      scope: 'Local',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ statesServiced: [], hasNoMax: true, max: 0, version: 0 });
  });

  it('keeps states only for scope Local', async () => {
    const res = await call('POST', '/api/Incentives', {
      ...local,
      name: 'Federal-ish',
      scope: 'Federal',
      type: 'Fixed Amount',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().statesServiced).toEqual([]);
    const kept = await call('POST', '/api/Incentives', local);
    expect(kept.json().statesServiced).toEqual(['GA']);
  });

  it('caps the Federal tax credit at 26 percent and a percentage at 100', async () => {
    const federal = await call('POST', '/api/Incentives', {
      name: 'Too Generous',
      type: '% of Total Cost',
      value: 30,
      hasNoMax: true,
      scope: 'Federal',
    });
    expect(federal.statusCode).toBe(400);
    expect(issuePaths(federal)).toEqual(['body.value']);
    expect(federal.json().message).toMatch(/26%/);
    const ok = await call('POST', '/api/Incentives', {
      name: 'Exactly 26',
      type: '% of Total Cost',
      value: 26,
      hasNoMax: true,
      scope: 'Federal',
    });
    expect(ok.statusCode).toBe(201);
    const pct = await call('POST', '/api/Incentives', {
      ...local,
      type: '% of Total Cost',
      value: 101,
      max: 10,
    });
    expect(issuePaths(pct)).toEqual(['body.value']);
  });

  it('keeps the incentive marked South Carolina, and its max, within 0–3500', async () => {
    const sc = { ...local, name: 'SC Rebate', statesServiced: ['SC'], kind: 'southCarolina' };
    // Serving SC alone does not make an incentive the South Carolina one (issue 9).
    const shared = { ...local, name: 'Carolinas Rebate', statesServiced: ['NC', 'SC'] };
    const big = await call('POST', '/api/Incentives', { ...shared, value: 5000, max: 5000 });
    expect(big.statusCode, big.body).toBe(201);
    expect(big.json()).toMatchObject({ value: 5000, max: 5000, kind: 'standard' });
    expect(
      (await call('POST', '/api/Incentives', { ...sc, value: 3500, max: 3500 })).statusCode,
    ).toBe(201);
    const over = await call('POST', '/api/Incentives', { ...sc, value: 3501, max: 3600 });
    expect(over.statusCode).toBe(400);
    expect(issuePaths(over)).toEqual(expect.arrayContaining(['body.value', 'body.max']));
    const noMax = await call('POST', '/api/Incentives', { ...sc, hasNoMax: true });
    expect(issuePaths(noMax)).toEqual(['body.hasNoMax']);
  });

  it('validates type, scope and negative numbers', async () => {
    const res = await call('POST', '/api/Incentives', {
      name: 'X',
      type: 'Free Lunch',
      value: -1,
      max: -1,
      scope: 'Custom',
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(
      expect.arrayContaining(['body.type', 'body.value', 'body.max', 'body.scope']),
    );
  });

  it('updates with PUT, 409 when stale, and soft-deletes', async () => {
    const inc = (
      await call('POST', '/api/Incentives', { ...local, name: 'Editable' })
    ).json<IncentiveRecord>();
    const updated = await call('PUT', '/api/Incentives', { ...inc, value: 750, max: 750 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ value: 750, version: 1 });
    expect((await call('PUT', '/api/Incentives', { ...inc, value: 800 })).statusCode).toBe(409);
    const scoped = await call('PUT', '/api/Incentives', {
      ...updated.json<IncentiveRecord>(),
      scope: 'Federal',
    });
    expect(scoped.json()).toMatchObject({ scope: 'Federal', statesServiced: [] });
    expect((await call('DELETE', `/api/Incentives/${inc.id}`)).json()).toBe(true);
    expect((await list()).some((i) => i.id === inc.id)).toBe(false);
    expect((await call('GET', `/api/Incentives/${inc.id}`)).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelRecord, PowerCompanyRecord } from '@pb/core';
import { panels, powerCompanies } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const N = 400;
const plan = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Standard',
  monthGroups: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'All year',
      months: ['Jan' as const, 'Feb' as const],
      fixedCost: 12,
      tiers: [{ tierNumber: 1, upToKwh: 999999999, cost: 0.13 }],
    },
  ],
};

describe('catalogue lists at scale', () => {
  it(`lists ${N} more power companies (with plans) and ${N} more panels in name order`, async () => {
    await t.db.insert(powerCompanies).values(
      Array.from({ length: N }, (_, i) => ({
        name: `${i % 2 ? 'utility' : 'Utility'} ${String(N - i).padStart(4, '0')}`,
        maxTotalOffset: 110,
        maxSolarOffset: 100,
        preSolarPlans: [plan],
        postSolarPlans: [
          { ...plan, hasNetMetering: true, netMeteringPercentage: 1, netMeteringRate: 0.05 },
        ],
      })),
    );
    await t.db.insert(panels).values(
      Array.from({ length: N }, (_, i) => ({
        name: `Bulk Panel ${String(i).padStart(4, '0')}`,
        cells: 400,
      })),
    );

    const companies = await call('GET', '/api/PowerCompanies');
    expect(companies.statusCode).toBe(200);
    const list = companies.json<PowerCompanyRecord[]>();
    expect(list.length).toBeGreaterThanOrEqual(N + 6);
    const names = list.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const panelList = (await call('GET', '/api/Panels')).json<PanelRecord[]>();
    expect(panelList.length).toBeGreaterThanOrEqual(N + 5);
    expect(panelList.filter((p) => p.isDefault)).toHaveLength(1);
  });
});

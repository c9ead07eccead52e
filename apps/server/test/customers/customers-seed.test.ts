import type { Customer } from '@pb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CLOSER, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seeded demo customers', () => {
  it('has customers in AZ, NC, SC, GA, TX, FL and CA (issue 35) with coordinates and BsaIds', async () => {
    const res = await t.app.inject({
      url: '/api/customers?searchTerm=&pageSize=100',
      headers: await t.as(ADMIN),
    });
    const seeded = res
      .json<{ customers: Customer[] }>()
      .customers.filter((c) => c.metaData.BsaId?.startsWith('BSA-'));
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.map((c) => c.state))).toEqual(
      new Set(['AZ', 'NC', 'SC', 'GA', 'TX', 'FL', 'CA']),
    );
    for (const c of seeded) expect(c.latitude).not.toBe(0);
  });

  it('has saved, generated details for a few of them', async () => {
    const res = await t.app.inject({
      url: '/api/customers?searchTerm=alvarez',
      headers: await t.as(ADMIN),
    });
    const maria = res
      .json<{ customers: Customer[] }>()
      .customers.find((c) => c.metaData.BsaId === 'BSA-100201')!;
    const details = await t.app.inject({
      url: `/api/customers/${maria.id}/Details`,
      headers: await t.as(CLOSER),
    });
    expect(details.statusCode).toBe(200);
    const d = details.json();
    expect(
      d.panelArrays.reduce((n: number, a: { panels: number }) => n + a.panels, 0),
    ).toBeGreaterThan(10);
    expect(d.preSolarMonthlyBill).toBeGreaterThan(0);
    expect(d.totalSystemCost).toBeGreaterThan(0);
    expect(d.powerCompany.name).toBe('Arizona Public Service');
  });
});

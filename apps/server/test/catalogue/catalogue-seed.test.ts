import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  financeOptions,
  incentives,
  installers,
  inverters,
  panels,
  powerCompanies,
  siteSettings,
} from '../../src/db/schema/index';
import { seedCatalogue } from '../../src/db/seed/seed-catalogue';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => {
  const n = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    powerCompanies: await n(powerCompanies),
    panels: await n(panels),
    inverters: await n(inverters),
    installers: await n(installers),
    financeOptions: await n(financeOptions),
    incentives: await n(incentives),
    siteSettings: await n(siteSettings),
  };
};

describe('catalogue seed', () => {
  it('holds the demo catalogue', async () => {
    const c = await counts();
    expect(c.powerCompanies).toBeGreaterThanOrEqual(6);
    expect(c.panels).toBeGreaterThanOrEqual(5);
    expect(c.inverters).toBeGreaterThanOrEqual(4);
    expect(c.installers).toBe(4);
    expect(c.financeOptions).toBe(5);
    expect(c.incentives).toBeGreaterThanOrEqual(4);
    expect(c.siteSettings).toBe(1);
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seedCatalogue(t.db);
    expect(await counts()).toEqual(before);
  });

  it('seeds plans with 2 month groups covering the year and realistic rates', async () => {
    const rows = await t.db.select().from(powerCompanies);
    for (const c of rows) {
      for (const plan of [...c.preSolarPlans, ...c.postSolarPlans]) {
        expect(plan.monthGroups).toHaveLength(2);
        expect(plan.monthGroups.flatMap((g) => g.months)).toHaveLength(12);
        for (const g of plan.monthGroups) {
          expect(g.fixedCost).toBeGreaterThanOrEqual(10);
          expect(g.fixedCost).toBeLessThanOrEqual(20);
          // California's rates (PG&E's, seeded for the hourly plans of issue 35) are about three
          // times the rest.
          const highest = c.name === 'Pacific Gas & Electric' ? 0.6 : 0.16;
          for (const tier of g.tiers) {
            expect(tier.cost).toBeGreaterThanOrEqual(0.1);
            expect(tier.cost).toBeLessThanOrEqual(highest);
          }
        }
      }
      // A post-solar plan on an hourly rate credits exports by its own rule (net billing here).
      const post = c.postSolarPlans[0]!;
      if (!post.hourly) expect(post.hasNetMetering).toBe(true);
    }
  });
});

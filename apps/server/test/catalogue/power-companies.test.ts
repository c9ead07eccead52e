import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHS, type PowerCompanyRecord } from '@pb/core';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient, issuePaths } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const group = (
  name: string,
  months: string[],
  tiers: { upToKwh: number; cost: number; tierNumber?: number }[] = [
    { upToKwh: 999999999, cost: 0.12 },
  ],
) => ({
  name,
  months,
  fixedCost: 15,
  tiers,
});
const body = {
  name: 'Test Power & Light',
  maxTotalOffset: 120,
  maxSolarOffset: 110,
  systemSizeLimit: 0,
};
const list = async () => (await call('GET', '/api/PowerCompanies')).json<PowerCompanyRecord[]>();

describe('power companies API', () => {
  it('lists the seeded companies by name, each with pre- and post-solar plans', async () => {
    const items = await list();
    const names = items.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Georgia Power', 'Duke Energy']));
    expect(names.map((n) => n.toLowerCase())).toEqual(names.map((n) => n.toLowerCase()).sort());
    const duke = items.find((c) => c.name === 'Duke Energy')!;
    expect(duke.statesServiced).toEqual(['NC', 'SC']);
    expect(duke.preSolarPlans[0]!.monthGroups).toHaveLength(2);
    expect(duke.postSolarPlans[0]).toMatchObject({ hasNetMetering: true });
  });

  it('creates a company with no states, plans or flags: empty lists and false', async () => {
    const res = await call('POST', '/api/PowerCompanies', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...body,
      statesServiced: [],
      ratesFixed: false,
      preSolarPlans: [],
      postSolarPlans: [],
      version: 0,
    });
  });

  it('stores tiers sorted by upToKwh and renumbered from 1, and gives plans and groups ids', async () => {
    const res = await call('POST', '/api/powercompanies', {
      ...body,
      statesServiced: ['AZ'],
      preSolarPlans: [
        {
          name: 'Tiered',
          monthGroups: [
            group(
              'Summer',
              ['Jun', 'Jul'],
              [
                { upToKwh: 999999999, cost: 0.16, tierNumber: 1 },
                { upToKwh: 500, cost: 0.11, tierNumber: 7 },
                { upToKwh: 1000, cost: 0.13 },
              ],
            ),
            group('Rest', ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']),
          ],
        },
      ],
      postSolarPlans: [
        {
          name: 'Net',
          monthGroups: [group('All', [...MONTHS])],
          hasNetMetering: true,
          netMeteringPercentage: 0.75,
          netMeteringRate: 0.05,
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const company = res.json<PowerCompanyRecord>();
    const plan = company.preSolarPlans[0]!;
    expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.monthGroups[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.monthGroups[0]!.tiers).toEqual([
      { tierNumber: 1, upToKwh: 500, cost: 0.11 },
      { tierNumber: 2, upToKwh: 1000, cost: 0.13 },
      { tierNumber: 3, upToKwh: 999999999, cost: 0.16 },
    ]);
    expect(company.postSolarPlans[0]).toMatchObject({
      hasNetMetering: true,
      netMeteringPercentage: 0.75,
      netMeteringRate: 0.05,
    });

    // Ids survive an update (the edit dialog sends them back).
    const updated = await call('PUT', '/api/PowerCompanies', { ...company, ratesFixed: true });
    expect(updated.statusCode).toBe(200);
    const again = updated.json<PowerCompanyRecord>();
    expect(again.preSolarPlans[0]!.id).toBe(plan.id);
    expect(again.preSolarPlans[0]!.monthGroups[0]!.id).toBe(plan.monthGroups[0]!.id);
    expect(again).toMatchObject({ ratesFixed: true, version: 1 });
  });

  it('refuses a month in two groups of a plan, naming the month', async () => {
    const res = await call('POST', '/api/PowerCompanies', {
      ...body,
      preSolarPlans: [
        { name: 'Overlap', monthGroups: [group('A', ['Jan', 'Feb']), group('B', ['Feb', 'Mar'])] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual([
      'body.preSolarPlans.0.monthGroups.1.months',
      'body.preSolarPlans.0.monthGroups',
    ]);
    expect(res.json().message).toMatch(/Feb already belongs to month group "A"/);
  });

  it('refuses a plan whose groups leave months out, naming them (issue 9)', async () => {
    // A Jun–Sep plan billed the other months $10 and no energy: $50/month instead of $130.
    const res = await call('POST', '/api/PowerCompanies', {
      ...body,
      preSolarPlans: [
        { name: 'Summer only', monthGroups: [group('Summer', ['Jun', 'Jul', 'Aug', 'Sep'])] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'body.preSolarPlans.0.monthGroups',
        message:
          'Jan, Feb, Mar, Apr, May, Oct, Nov, Dec are in no month group. Every month must belong to exactly one group.',
      },
    ]);
  });

  it('validates every number of the company and its plans', async () => {
    const res = await call('POST', '/api/PowerCompanies', {
      name: 'Bad',
      maxTotalOffset: -1,
      maxSolarOffset: -2,
      systemSizeLimit: -3,
      statesServiced: ['ZZ'],
      preSolarPlans: [
        {
          name: 'P',
          monthGroups: [
            {
              name: 'G',
              months: ['Jan', 'Jan'],
              fixedCost: -10,
              tiers: [{ upToKwh: 0, cost: -0.1 }],
            },
            { name: 'H', months: ['Mar'], fixedCost: 10, tiers: [] },
            {
              name: 'I',
              months: ['Apr'],
              fixedCost: 10,
              tiers: [
                { upToKwh: 5, cost: 1 },
                { upToKwh: 5, cost: 2 },
              ],
            },
          ],
        },
      ],
      postSolarPlans: [
        {
          name: 'Q',
          monthGroups: [],
          hasNetMetering: true,
          netMeteringPercentage: 1.5,
          netMeteringRate: -1,
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(
      expect.arrayContaining([
        'body.maxTotalOffset',
        'body.maxSolarOffset',
        'body.systemSizeLimit',
        'body.statesServiced.0',
        'body.preSolarPlans.0.monthGroups.0.months',
        'body.preSolarPlans.0.monthGroups.0.fixedCost',
        'body.preSolarPlans.0.monthGroups.0.tiers.0.upToKwh',
        'body.preSolarPlans.0.monthGroups.0.tiers.0.cost',
        'body.preSolarPlans.0.monthGroups.1.tiers',
        'body.preSolarPlans.0.monthGroups.2.tiers',
        'body.postSolarPlans.0.netMeteringPercentage',
        'body.postSolarPlans.0.netMeteringRate',
      ]),
    );
    const missingTierFields = await call('POST', '/api/PowerCompanies', {
      ...body,
      preSolarPlans: [{ name: 'P', monthGroups: [{ name: 'G', months: ['Jan'], tiers: [{}] }] }],
    });
    expect(issuePaths(missingTierFields)).toEqual(
      expect.arrayContaining([
        'body.preSolarPlans.0.monthGroups.0.fixedCost',
        'body.preSolarPlans.0.monthGroups.0.tiers.0.upToKwh',
        'body.preSolarPlans.0.monthGroups.0.tiers.0.cost',
      ]),
    );
  });

  it('refuses a stale version with 409', async () => {
    const c = (
      await call('POST', '/api/PowerCompanies', { ...body, name: 'Race Electric' })
    ).json<PowerCompanyRecord>();
    expect(
      (await call('PUT', '/api/PowerCompanies', { ...c, maxTotalOffset: 100 })).statusCode,
    ).toBe(200);
    const stale = await call('PUT', '/api/PowerCompanies', { ...c, maxTotalOffset: 90 });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/PowerCompanies/${c.id}`)).json().maxTotalOffset).toBe(100);
  });

  it('soft-deletes: answers true, hidden from list and GET', async () => {
    const c = (
      await call('POST', '/api/PowerCompanies', { ...body, name: 'Gone Electric' })
    ).json<PowerCompanyRecord>();
    const del = await call('DELETE', `/api/PowerCompanies/${c.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBe(true);
    expect((await list()).some((x) => x.id === c.id)).toBe(false);
    expect((await call('GET', `/api/PowerCompanies/${c.id}`)).statusCode).toBe(404);
    expect((await call('PUT', '/api/PowerCompanies', c)).statusCode).toBe(404);
  });
});

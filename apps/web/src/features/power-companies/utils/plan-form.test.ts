import type { PowerCompanyRecord } from '@pb/core';
import { describe, expect, it } from 'vitest';
import {
  companyWithoutPlan,
  companyWithPlan,
  isTierOrderSorted,
  newMonthGroup,
  planIndexIn,
  planIssuePath,
  sortTierRows,
} from './plan-form';

const tier = (upToKwh: number | null, cost: number | null = 0.1) => ({ upToKwh, cost });

const group = (id: string, tiers: { upToKwh: number; cost: number }[]) => ({
  id,
  name: `Group ${id}`,
  months: ['Jan' as const],
  fixedCost: 10,
  tiers: tiers.map((t, i) => ({ ...t, tierNumber: i + 1 })),
});

const company: PowerCompanyRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Utility',
  maxTotalOffset: 110,
  maxSolarOffset: 100,
  statesServiced: ['AZ'],
  systemSizeLimit: 0,
  ratesFixed: false,
  version: 7,
  preSolarPlans: [
    { id: 'plan-a', name: 'A', monthGroups: [group('g1', [{ upToKwh: 999999999, cost: 0.1 }])] },
    { id: 'plan-b', name: 'B', monthGroups: [] },
  ],
  postSolarPlans: [
    {
      id: 'post-a',
      name: 'Post',
      monthGroups: [],
      hasNetMetering: true,
      netMeteringPercentage: 0.5,
      netMeteringRate: 0.08,
    },
  ],
};

describe('tier rows', () => {
  it.each([
    { name: 'already sorted', rows: [500, 1000, 999999999], sorted: [500, 1000, 999999999] },
    { name: 'reversed', rows: [999999999, 1000, 500], sorted: [500, 1000, 999999999] },
    {
      name: 'an empty row stays last',
      rows: [null, 999999999, 500],
      sorted: [500, 999999999, null],
    },
    { name: 'two empty rows keep their order', rows: [null, 700, null], sorted: [700, null, null] },
  ])('sortTierRows: $name', ({ rows, sorted }) => {
    const tiers = rows.map((upToKwh, i) => tier(upToKwh, i));
    expect(sortTierRows(tiers).map((t) => t.upToKwh)).toEqual(sorted);
    expect(isTierOrderSorted(tiers)).toBe(rows.every((value, i) => value === sorted[i]));
  });

  it('sorting is stable and keeps the costs with their limits', () => {
    const sorted = sortTierRows([tier(1000, 0.13), tier(500, 0.11), tier(999999999, 0.16)]);
    expect(sorted).toEqual([tier(500, 0.11), tier(1000, 0.13), tier(999999999, 0.16)]);
  });

  it('a new month group starts with one tier: up to 999999999 kWh at cost 0', () => {
    expect(newMonthGroup()).toEqual({
      name: '',
      months: [],
      fixedCost: 0,
      tiers: [{ tierNumber: 1, upToKwh: 999999999, cost: 0 }],
    });
  });
});

describe('saving a plan into its company', () => {
  const edited = {
    id: 'plan-a',
    name: 'A renamed',
    monthGroups: [
      {
        id: 'g1',
        name: 'Summer',
        months: ['Jun' as const],
        fixedCost: 12,
        tiers: [
          { upToKwh: 999999999, cost: 0.16 },
          { upToKwh: 500, cost: 0.11 },
        ],
      },
    ],
  };

  it('replaces the plan with its id, tiers sorted and numbered, at the version held', () => {
    const body = companyWithPlan(company, 7, 'pre', edited);
    expect(body).toMatchObject({ id: company.id, version: 7, name: 'Utility' });
    expect(body.preSolarPlans.map((p) => p.name)).toEqual(['A renamed', 'B']);
    expect(body.preSolarPlans[0]?.monthGroups[0]?.tiers).toEqual([
      { tierNumber: 1, upToKwh: 500, cost: 0.11 },
      { tierNumber: 2, upToKwh: 999999999, cost: 0.16 },
    ]);
    expect(body.postSolarPlans).toEqual(company.postSolarPlans);
  });

  it('appends a new plan (no id) at the end of its own list', () => {
    const body = companyWithPlan(company, 7, 'post', {
      ...edited,
      id: undefined,
      name: 'New post',
      hasNetMetering: false,
      netMeteringPercentage: 0,
      netMeteringRate: 0,
    });
    expect(body.postSolarPlans.map((p) => p.name)).toEqual(['Post', 'New post']);
    expect(body.preSolarPlans).toEqual(company.preSolarPlans);
    expect(planIndexIn(company, 'post')).toBe(1);
    expect(planIndexIn(company, 'pre', 'plan-b')).toBe(1);
  });

  it('deletes only the named plan', () => {
    const body = companyWithoutPlan(company, 7, 'pre', 'plan-a');
    expect(body.preSolarPlans.map((p) => p.id)).toEqual(['plan-b']);
    expect(body.postSolarPlans).toHaveLength(1);
  });

  it("maps the server's issue paths of this plan onto the dialog's fields", () => {
    const toForm = planIssuePath('post', 1);
    expect(toForm('body.postSolarPlans.1.monthGroups.0.tiers.2.cost')).toBe(
      'monthGroups.0.tiers.2.cost',
    );
    expect(toForm('body.postSolarPlans.0.name')).toBeNull();
    expect(toForm('body.preSolarPlans.1.name')).toBeNull();
  });
});

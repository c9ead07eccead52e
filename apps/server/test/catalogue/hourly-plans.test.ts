import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHS, pgeElec2025NetBilling, type PowerCompanyRecord } from '@pb/core';
import { CLOSER, createTestApp, type TestApp } from '../helpers/test-app';
import { catalogueClient } from './catalogue-client';

let t: TestApp;
let call: ReturnType<typeof catalogueClient>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = catalogueClient(t).call;
});
afterAll(() => t.close());

const allYear = {
  name: 'All year',
  months: [...MONTHS],
  fixedCost: 15,
  tiers: [{ upToKwh: 999999999, cost: 0.4 }],
};
const company = (hourly: unknown) => ({
  name: 'Hourly Gas & Electric',
  maxTotalOffset: 120,
  maxSolarOffset: 110,
  statesServiced: ['CA'],
  preSolarPlans: [{ name: 'E-ELEC', monthGroups: [allYear], hourly }],
  postSolarPlans: [
    {
      name: 'E-ELEC NBT',
      monthGroups: [allYear],
      hasNetMetering: true,
      netMeteringPercentage: 1,
      netMeteringRate: 0.05,
      hourly,
    },
  ],
});
const companies = async () =>
  (await call('GET', '/api/PowerCompanies')).json<PowerCompanyRecord[]>();

describe('hourly plans in the power company catalogue (issue 35)', () => {
  it('stores a plan’s URDB rate as imported, its export rule and sell rates; plans without stay as they were', async () => {
    const res = await call('POST', '/api/PowerCompanies', company(pgeElec2025NetBilling()));
    expect(res.statusCode).toBe(201);
    const saved = res.json<PowerCompanyRecord>();
    expect(saved.preSolarPlans[0]!.hourly).toEqual(pgeElec2025NetBilling());
    expect(saved.postSolarPlans[0]!.hourly).toEqual(pgeElec2025NetBilling());
    const duke = (await companies()).find((c) => c.name === 'Duke Energy')!;
    expect(duke.postSolarPlans.every((p) => !('hourly' in p))).toBe(true);
  });

  it.each([
    [
      'a schedule naming a period without rates',
      {
        ...pgeElec2025NetBilling().tariff,
        energyratestructure: [[{ rate: 0.3 }]],
      },
      'The schedule names period 2, which has no rates.',
    ],
    [
      'a tier in kW',
      {
        ...pgeElec2025NetBilling().tariff,
        energyratestructure: Array(6).fill([{ rate: 0.3, unit: 'kW' }]),
      },
      'Energy period 1 tier 1: the unit "kW" is not supported (kWh or kWh daily).',
    ],
    [
      'no weekend schedule',
      { ...pgeElec2025NetBilling().tariff, energyweekendschedule: undefined },
      'The URDB rate is not valid: energyweekendschedule: Required.',
    ],
  ])(
    'refuses %s with 422 and the parser’s sentence, and saves nothing',
    async (_, tariff, message) => {
      const before = await companies();
      const res = await call(
        'POST',
        '/api/PowerCompanies',
        company({ ...pgeElec2025NetBilling(), tariff }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
      expect(res.json().issues[0].path).toBe('body.preSolarPlans.0.hourly.tariff');
      expect(await companies()).toEqual(before);
    },
  );

  it('refuses an update whose hourly rate cannot be billed (422), keeping the stored plan', async () => {
    const [saved] = (await companies()).filter((c) => c.name === 'Hourly Gas & Electric');
    const broken = {
      ...pgeElec2025NetBilling().tariff,
      energyratestructure: [[{ rate: 0.3 }]],
    };
    const res = await call('PUT', '/api/PowerCompanies', {
      ...saved,
      postSolarPlans: saved!.postSolarPlans.map((p) => ({
        ...p,
        hourly: { ...p.hourly, tariff: broken },
      })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().issues[0].path).toBe('body.postSolarPlans.0.hourly.tariff');
    const after = (await companies()).find((c) => c.id === saved!.id)!;
    expect(after).toEqual(saved);
  });

  it('refuses an hourly plan to a Closer (403): the catalogue is the admin’s', async () => {
    const res = await call('POST', '/api/PowerCompanies', company(pgeElec2025NetBilling()), CLOSER);
    expect(res.statusCode).toBe(403);
  });

  it('refuses an unknown export rule with 400 from the schema', async () => {
    const res = await call(
      'POST',
      '/api/PowerCompanies',
      company({ ...pgeElec2025NetBilling(), metering: 'net-something' }),
    );
    expect(res.statusCode).toBe(400);
  });
});

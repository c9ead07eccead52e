import { MONTHS, type HourlyPlan, type PowerCompanyRecord } from '@pb/core';
import { expect } from 'vitest';
import { catalogueClient } from '../catalogue/catalogue-client';
import type { TestApp } from './test-app';

const zeros = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
const every = (n: number) => Array.from({ length: 12 }, () => new Array<number>(24).fill(n));

/** $0.20/kWh every hour and $10 a month. */
export const FLAT_RATE = {
  energyratestructure: [[{ rate: 0.2, unit: 'kWh' }]],
  energyweekdayschedule: zeros,
  energyweekendschedule: zeros,
  fixedchargefirstmeter: 10,
  fixedchargeunits: '$/month',
};

/** Exports credited at $0.05/kWh every hour. */
export const FIVE_CENT_SELL_RATES = { weekday: every(0.05), weekend: every(0.05) };

const allYear = {
  name: 'All year',
  months: [...MONTHS],
  fixedCost: 10,
  tiers: [{ upToKwh: 999999999, cost: 0.2 }],
};

/**
 * A power company whose pre-solar plan is hourly at FLAT_RATE (net metering) and whose one
 * post-solar plan is `post` (both also carry a $0.20 + $10 month group, which hourly pricing
 * must not use).
 */
export async function hourlyCompany(t: TestApp, post: HourlyPlan): Promise<PowerCompanyRecord> {
  const res = await catalogueClient(t).call('POST', '/api/PowerCompanies', {
    name: `Hourly ${post.metering} ${Math.random().toString(36).slice(2, 8)}`,
    maxTotalOffset: 150,
    maxSolarOffset: 150,
    statesServiced: [],
    preSolarPlans: [
      {
        name: 'TOU',
        monthGroups: [allYear],
        hourly: { tariff: FLAT_RATE, metering: 'net-metering' },
      },
    ],
    postSolarPlans: [
      {
        name: 'Solar',
        monthGroups: [allYear],
        hasNetMetering: false,
        netMeteringPercentage: 0,
        netMeteringRate: 0,
        hourly: post,
      },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json<PowerCompanyRecord>();
}

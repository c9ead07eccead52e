import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { computeHourlyBill } from './hourly-bill';
import type { HourlyTariff } from './hourly-tariff';

/**
 * The expected bills of SSC's own utilityrate5 tests (NREL/ssc test/ssc_test/cmod_utilityrate5_test.cpp),
 * on their inputs: the residential 4-period TOU rate of `setup_residential_rates()` ($0.10, 0.05,
 * 0.20, 0.25/kWh), SSC's residential load and one year of its residential PV generation.
 */
const inputs = JSON.parse(
  gunzipSync(
    readFileSync(new URL('./ssc-utilityrate5-test-inputs.json.gz', import.meta.url)),
  ).toString('utf8'),
) as { weekday: number[][]; weekend: number[][]; load: number[]; gen: number[] };

const residential = (sellEqualsBuy: boolean): HourlyTariff => ({
  periods: [0.1, 0.05, 0.2, 0.25].map((rate) => [
    { rate, maxKwh: null, daily: false, sell: sellEqualsBuy ? rate : 0 },
  ]),
  weekdaySchedule: inputs.weekday,
  weekendSchedule: inputs.weekend,
  fixedMonthlyCharge: 0,
  minMonthlyCharge: 0,
  minAnnualCharge: 0,
  firstDayOfWeek: 0,
});

describe("SSC's utilityrate5 tests reproduced", () => {
  it('Test_Residential_TOU_Rates (net metering, year-end rate 0.02789): 771.8 without, −11.9 with the system', () => {
    const r = computeHourlyBill({
      tariff: residential(false),
      metering: 'net-metering',
      yearEndSellRate: 0.02789,
      load: inputs.load,
      production: inputs.gen,
    });
    expect(r.annual.withoutSolar).toBeCloseTo(771.8, 1);
    expect(r.annual.withSolar).toBeCloseTo(-11.9, 1);
  });

  it('Test_Residential_TOU_Rates_net_billing_carryover (sell = buy): −150.02 with the system, 181.77 trued up in December', () => {
    const r = computeHourlyBill({
      tariff: residential(true),
      metering: 'net-billing',
      load: inputs.load,
      production: inputs.gen,
    });
    expect(r.annual.withoutSolar).toBeCloseTo(771.8, 1);
    expect(Math.abs(r.annual.withSolar - -150.02)).toBeLessThanOrEqual(0.01);
    expect(r.monthly[11]!.withSolar).toBeCloseTo(-181.77, 1);
  });
});

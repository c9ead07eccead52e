import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeHourlyBill } from './hourly-bill';
import { parseUrdbRate, urdbRateRecord } from './urdb-rate';
import { series } from './test-tariffs';

const fixture = (name: string) =>
  urdbRateRecord(
    JSON.parse(readFileSync(new URL(`./urdb-fixtures/${name}.json`, import.meta.url), 'utf8')),
  );
const ones = series(() => 1);
const none = series(() => 0);

describe('parseUrdbRate on real URDB records', () => {
  it('JEA RS: flat rate + adj, $15.75 a month', () => {
    const t = parseUrdbRate(fixture('python-openei_fixed_charge_rate'));
    expect(t.periods).toEqual([[{ maxKwh: null, daily: false, rate: 0.06821 + 0.03726, sell: 0 }]]);
    expect(t.fixedMonthlyCharge).toBe(15.75);
    const r = computeHourlyBill({
      tariff: t,
      metering: 'net-metering',
      load: ones,
      production: none,
    });
    expect(r.monthly[0]!.withoutSolar).toBeCloseTo(744 * 0.10547 + 15.75, 9);
  });

  it('PG&E E-1: kWh-daily baseline tiers scale with the month, $10 minimum', () => {
    const t = parseUrdbRate(fixture('python-openei_plan_tier_data'));
    expect(t.periods[1]![0]).toEqual({ maxKwh: 8.2, daily: true, rate: 0.25902, sell: 0 });
    expect(t.minMonthlyCharge).toBe(10);
    const r = computeHourlyBill({
      tariff: t,
      metering: 'net-metering',
      load: ones,
      production: none,
    });
    // January is winter (period 2): 8.2 × 31 = 254.2 kWh in tier 1; July summer: 6.8 × 31 = 210.8.
    expect(r.monthly[0]!.withoutSolar).toBeCloseTo(254.2 * 0.25902 + (744 - 254.2) * 0.32596, 9);
    expect(r.monthly[6]!.withoutSolar).toBeCloseTo(210.8 * 0.25902 + (744 - 210.8) * 0.32596, 9);
    const empty = computeHourlyBill({
      tariff: t,
      metering: 'net-metering',
      load: none,
      production: none,
    });
    expect(empty.annual.withoutSolar).toBe(120);
  });

  it('Con Edison SC-1: flat winter, 250 kWh summer tier, $20 a month', () => {
    const t = parseUrdbRate(fixture('switchbox_coned_SC-1'));
    const r = computeHourlyBill({
      tariff: t,
      metering: 'net-metering',
      load: ones,
      production: none,
    });
    expect(r.monthly[0]!.withoutSolar).toBeCloseTo(744 * (0.26472 + 0.07884) + 20, 9);
    expect(r.monthly[6]!.withoutSolar).toBeCloseTo(
      250 * 0.34356 + 494 * (0.28883 + 0.07884) + 20,
      9,
    );
  });

  it('Consumers Energy RSP: per-period sell rates credit net-billing exports', () => {
    const t = parseUrdbRate(fixture('python-openei_sell_rate'));
    expect(t.periods.map((p) => p[0]!.sell)).toEqual([0.099222, 0.150563, 0.085252]);
    // Winter is all period 3: 2 kWh at noon each day → 1 exported, 23 imported. January's credit
    // (31 × 0.085252) is applied to February's bill (SAM's net billing with carry-over).
    const production = series((h) => (h % 24 === 12 ? 2 : 0));
    const r = computeHourlyBill({ tariff: t, metering: 'net-billing', load: ones, production });
    const buy = 0.16182 + 0.06655;
    expect(r.monthly[0]!.withSolar).toBeCloseTo(713 * buy + 8.73, 9);
    expect(r.monthly[0]!.exportCredit).toBeCloseTo(31 * 0.085252, 9);
    expect(r.monthly[1]!.withSolar).toBeCloseTo(644 * buy - 31 * 0.085252 + 8.73, 9);
  });

  it('APS ET-2: four seasonal TOU periods; weekday noon–7 pm is on-peak', () => {
    const t = parseUrdbRate(fixture('python-openei_plan_data'));
    expect(t.periods).toHaveLength(4);
    expect(t.weekdaySchedule[6]!.slice(11, 20)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 1]);
    const r = computeHourlyBill({
      tariff: t,
      metering: 'net-metering',
      load: ones,
      production: none,
    });
    // July has 22 weekdays (1 July is a Sunday when 1 January is a Monday): 7 on-peak hours each.
    const peak = 22 * 7;
    expect(r.monthly[6]!.withoutSolar).toBeCloseTo(
      peak * (0.24477 + 0.02824917) + (744 - peak) * (0.06118 + 0.02138383) + 16.91,
      9,
    );
  });

  it('APS R-2 with demand charges: energy is billed, demand charges are left out', () => {
    expect(() => parseUrdbRate(fixture('python-openei_plan_demand_data'))).not.toThrow();
  });

  it('refuses what it cannot bill, naming it', () => {
    const base = fixture('python-openei_fixed_charge_rate') as Record<string, unknown>;
    expect(() =>
      parseUrdbRate({ ...base, energyratestructure: [[{ rate: 0.1, unit: 'kWh/kW' }]] }),
    ).toThrow(/"kWh\/kW" is not supported/);
    expect(() =>
      parseUrdbRate({ ...base, energyratestructure: [[{ rate: 0.1 }, { rate: 0.2 }]] }),
    ).toThrow(/only the last tier/);
    expect(() =>
      parseUrdbRate({ ...base, energyweekdayschedule: Array(12).fill(Array(24).fill(3)) }),
    ).toThrow(/period 4/);
    expect(() => parseUrdbRate({ ...base, energyweekdayschedule: [[0]] })).toThrow();
  });
});

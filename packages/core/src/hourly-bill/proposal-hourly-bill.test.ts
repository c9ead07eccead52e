import { describe, expect, it } from 'vitest';
import { computeProposal } from '../proposal/compute-proposal';
import { annualUsage, plan, postPlan, scenario } from '../testing/calculation-fixtures';
import type { HourlyPlan } from './hourly-plan.schema';
import { proposalHourlyBills } from './proposal-hourly-bill';
import { series } from './test-tariffs';

/** A flat URDB rate: $0.20/kWh all hours, no fixed charge. */
const zeros = Array.from({ length: 12 }, () => new Array<number>(24).fill(0));
const flatRate = {
  energyratestructure: [[{ rate: 0.2, unit: 'kWh' }]],
  energyweekdayschedule: zeros,
  energyweekendschedule: zeros,
};
const fiveCents = Array.from({ length: 12 }, () => new Array<number>(24).fill(0.05));
const netBilling: HourlyPlan = {
  tariff: flatRate,
  metering: 'net-billing',
  sellRates: { weekday: fiveCents, weekend: fiveCents },
};
// The home uses 1 kWh every hour (8760 kWh); the system makes 2 kWh at noon (730 kWh a year).
const load = series(() => 1);
const production = series((h) => (h % 24 === 12 ? 2 : 0));
const input = { load, production, isLoadModelled: true };

describe('proposalHourlyBills: the proposal on hourly plans (hand-computed)', () => {
  it.each([
    // shading 0: 365 noon hours export 1 kWh each; 8395 kWh bought at $0.20 = 1679, 365 × $0.05 = 18.25 back.
    {
      shading: 0,
      efficiency: 0,
      post: (1679 - 18.25) / 12,
      imports: 8395,
      exports: 365,
      self: 0.5,
    },
    // shading 50 %: noon makes 1 kWh, all used at home: 8395 kWh bought, nothing sold.
    { shading: 50, efficiency: 0, post: 1679 / 12, imports: 8395, exports: 0, self: 1 },
    // efficiency 50 %: 0.5 kWh an hour; noon sells 1.5 kWh: 8395 × 0.5 × 0.2 − 547.5 × 0.05.
    {
      shading: 0,
      efficiency: 50,
      post: (839.5 - 27.375) / 12,
      imports: 4197.5,
      exports: 547.5,
      self: 0.25,
    },
  ])('shading $shading %, efficiency $efficiency %: $post a month after solar', (c) => {
    const bills = proposalHourlyBills({
      preSolarPlan: { ...plan(), hourly: { tariff: flatRate, metering: 'net-metering' } },
      postSolarPlan: { ...postPlan(), hourly: netBilling },
      input,
      efficiencyReductionPct: c.efficiency,
      shadingReductionPct: c.shading,
    });
    // Before solar, on the full load: 8760 kWh × $0.20 / 12.
    expect(bills.preSolarMonthlyBill).toBeCloseTo(146, 9);
    expect(bills.postSolarMonthlyBill).toBeCloseTo(c.post, 9);
    const h = bills.hourlyBill!;
    expect(h.annual.importKwh).toBeCloseTo(c.imports, 6);
    expect(h.annual.exportKwh).toBeCloseTo(c.exports, 6);
    expect(h.selfConsumedShare).toBeCloseTo(c.self, 9);
    expect(h.isLoadModelled).toBe(true);
    expect(h.metering).toBe('net-billing');
  });

  it('draws the average summer and winter day: noon production, load every hour, the rest bought', () => {
    const { hourlyBill } = proposalHourlyBills({
      preSolarPlan: plan(),
      postSolarPlan: { ...postPlan(), hourly: netBilling },
      input,
      efficiencyReductionPct: 0,
      shadingReductionPct: 0,
    });
    for (const day of [hourlyBill!.typicalDays.summer, hourlyBill!.typicalDays.winter]) {
      expect(day.load).toEqual(new Array(24).fill(1));
      expect(day.production).toEqual(Array.from({ length: 24 }, (_, h) => (h === 12 ? 2 : 0)));
      expect(day.importKwh).toEqual(Array.from({ length: 24 }, (_, h) => (h === 12 ? 0 : 1)));
      expect(day.exportKwh).toEqual(Array.from({ length: 24 }, (_, h) => (h === 12 ? 1 : 0)));
    }
  });

  it('leaves the spec’s monthly plans to the monthly bill (nulls)', () => {
    const bills = proposalHourlyBills({
      preSolarPlan: plan(),
      postSolarPlan: postPlan(),
      input,
      efficiencyReductionPct: 0,
      shadingReductionPct: 0,
    });
    expect(bills).toEqual({
      preSolarMonthlyBill: null,
      postSolarMonthlyBill: null,
      hourlyBill: null,
    });
  });
});

describe('computeProposal with hourly input (one pricing path)', () => {
  it('gives byte-identical figures on the spec’s monthly plans whether or not the hours are known', () => {
    const s = scenario();
    expect(JSON.stringify(computeProposal(s, input))).toBe(JSON.stringify(computeProposal(s)));
  });

  it('bills an hourly post-solar plan hour by hour and projects that bill', () => {
    const monthly = scenario({ preSolarPowerUsage: annualUsage(8760) });
    const hourly = scenario({
      preSolarPowerUsage: annualUsage(8760),
      postSolarPlan: { ...postPlan(), hourly: netBilling },
    });
    const before = computeProposal(monthly, input);
    const after = computeProposal(hourly, input);
    expect(after.proposalPostSolarMonthlyBill).toBeCloseTo((1679 - 18.25) / 12, 9);
    // The pre-solar plan is the spec's: its bill, and everything not about the bill, stay.
    expect(after.preSolarMonthlyBill).toBe(before.preSolarMonthlyBill);
    expect(after.totalSystemCost).toBe(before.totalSystemCost);
    expect(after.monthlySavings).not.toBe(before.monthlySavings);
    // Year 1 of the projection pays the hourly bill twelve times.
    expect(after.projection[0]!.postSolarCost).toBeCloseTo(1679 - 18.25, 6);
    expect(after.hourlyBill?.annual.withSolar).toBeCloseTo(1679 - 18.25, 6);
    expect(before.hourlyBill).toBeUndefined();
  });

  it('without the hours (the browser) an hourly plan is priced as its month groups', () => {
    const hourly = scenario({ postSolarPlan: { ...postPlan(), hourly: netBilling } });
    const monthly = scenario();
    expect(computeProposal(hourly).proposalPostSolarMonthlyBill).toBe(
      computeProposal(monthly).proposalPostSolarMonthlyBill,
    );
  });
});

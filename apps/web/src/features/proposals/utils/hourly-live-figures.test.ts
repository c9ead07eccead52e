import { computeProposal, HOURS_PER_YEAR, MONTHS, type PostSolarPlan } from '@pb/core';
import { describe, expect, it } from 'vitest';
import { details, proposalContext } from '../testing/proposal-fixtures';
import { valuesFromDetails } from './proposal-form-values';
import { computeFigures, scenarioOf } from './proposal-scenario';

const zeros = MONTHS.map(() => new Array<number>(24).fill(0));
const cents = (n: number) => MONTHS.map(() => new Array<number>(24).fill(n));
/** $0.20/kWh every hour, $10 a month; every kWh made sold at $0.05 (buy-all/sell-all). */
const hourlyPost: PostSolarPlan = {
  ...details.postSolarPlan!,
  hourly: {
    tariff: {
      energyratestructure: [[{ rate: 0.2, unit: 'kWh' }]],
      energyweekdayschedule: zeros,
      energyweekendschedule: zeros,
      fixedchargefirstmeter: 10,
      fixedchargeunits: '$/month',
    },
    metering: 'buy-all-sell-all',
    sellRates: { weekday: cents(0.05), weekend: cents(0.05) },
  },
};

// The fixture uses 12,000 kWh a year; one panel makes 600 kWh (only at noon, any day).
const load = new Float64Array(HOURS_PER_YEAR).fill(12_000 / HOURS_PER_YEAR);
const perPanel = new Float64Array(HOURS_PER_YEAR);
for (let h = 12; h < HOURS_PER_YEAR; h += 24) perPanel[h] = 600 / 365;
const hours = { load, perPanelProduction: [perPanel], isLoadModelled: true };

describe('live figures on an hourly plan use the server’s hours (decision 0061)', () => {
  const monthlyCtx = proposalContext();
  const ctx = { ...monthlyCtx, hours };
  const values = () => {
    const v = structuredClone(valuesFromDetails(details, ctx));
    v.details.postSolarPlan = hourlyPost;
    return v;
  };

  it('bills the post-solar plan hour by hour, and the panel count scales the per-panel hours', () => {
    const v = values();
    // 20 panels: 2,400 $ bought + 120 $ fixed − 12,000 kWh sold × 0.05 = 1,920 $ a year → 160 $.
    const figures = computeFigures(v, ctx);
    expect(figures.proposalPostSolarMonthlyBill).toBeCloseTo(160, 6);
    expect(figures.hourlyBill!.annual.productionKwh).toBeCloseTo(12_000, 6);
    expect(figures.hourlyBill!.isLoadModelled).toBe(true);
    // 10 panels: 6,000 kWh sold → (2,520 − 300) / 12 = 185 $.
    v.details.panelArrays[0]!.panels = 10;
    expect(computeFigures(v, ctx).proposalPostSolarMonthlyBill).toBeCloseTo(185, 6);
  });

  it('is exactly computeProposal(scenario, hours) as the server calls it', () => {
    const v = values();
    v.details.panelArrays[0]!.panels = 17;
    const production = perPanel.map((x) => x * 17);
    const server = computeProposal(scenarioOf(v, ctx), {
      load,
      production,
      isLoadModelled: true,
    });
    expect(computeFigures(v, ctx)).toEqual(server);
  });

  it('without hours an hourly plan falls back to its month groups (no hourly bill)', () => {
    const figures = computeFigures(values(), monthlyCtx);
    expect(figures.hourlyBill).toBeUndefined();
    expect(figures.proposalPostSolarMonthlyBill).not.toBeCloseTo(160, 2);
  });

  it('leaves the spec’s monthly plans exactly as they were, hours or not', () => {
    const v = structuredClone(valuesFromDetails(details, monthlyCtx));
    expect(JSON.stringify(computeFigures(v, ctx))).toBe(
      JSON.stringify(computeProposal(scenarioOf(v, monthlyCtx))),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { computeHourlyBill } from './hourly-bill';
import type { MeteringRule } from './hourly-tariff';
import { parseUrdbRate } from './urdb-rate';
import ref from './utilityrate5-reference.json';

/**
 * NREL SAM utilityrate5 (NREL/ssc, built and run by scripts/utilityrate-reference) on 108 cases:
 * flat, tiered, TOU and tiered-TOU rates × net metering, net billing (with carry-over) and
 * buy-all/sell-all × three loads × production of 30 %, 100 % and 170 % of the load.
 * Annual bills within 0.5 %, monthly within 1 % (of the bill, or of $1 when it is smaller).
 */
describe('hourly bill vs SAM utilityrate5 reference grid', () => {
  it('covers at least 100 cases across every rate kind and export rule', () => {
    expect(ref.cases.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ref.cases.map((c) => c.rate))).toEqual(
      new Set(['flat', 'tiered', 'tou', 'tiered-tou']),
    );
    expect(new Set(ref.cases.map((c) => c.metering))).toEqual(
      new Set(['net-metering', 'net-billing', 'buy-all-sell-all']),
    );
  });

  const near = (actual: number, expected: number, share: number) =>
    expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
      share * Math.max(1, Math.abs(expected)),
    );

  it.each(ref.cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const r = computeHourlyBill({
      tariff: parseUrdbRate(ref.rates[c.rate as keyof typeof ref.rates]),
      metering: c.metering as MeteringRule,
      sellRates: c.metering === 'net-metering' ? undefined : ref.sellRates,
      yearEndSellRate: ref.yearEndSellRate,
      load: ref.load.map((v) => v * c.loadScale),
      production: ref.production.map((v) => v * c.prodScale),
    });
    near(r.annual.withoutSolar, c.expected.annualWithoutSolar, 0.005);
    near(r.annual.withSolar, c.expected.annualWithSolar, 0.005);
    r.monthly.forEach((m, i) => {
      near(m.withoutSolar, c.expected.monthlyWithoutSolar[i]!, 0.01);
      near(m.withSolar, c.expected.monthlyWithSolar[i]!, 0.01);
    });
  });
});

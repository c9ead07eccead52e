import type { EnergyTier, HourlyTariff } from './hourly-tariff';

/** Test helpers: an hourly tariff from its parts, and 8760 series. */
export function tier(rate: number, maxKwh: number | null = null, sell = 0): EnergyTier {
  return { rate, maxKwh, daily: false, sell };
}

export const grid = (fill: (month: number, hour: number) => number): number[][] =>
  Array.from({ length: 12 }, (_, m) => Array.from({ length: 24 }, (_, h) => fill(m, h)));

export function tariff(periods: EnergyTier[][], parts: Partial<HourlyTariff> = {}): HourlyTariff {
  return {
    periods,
    weekdaySchedule: grid(() => 0),
    weekendSchedule: grid(() => 0),
    fixedMonthlyCharge: 0,
    minMonthlyCharge: 0,
    minAnnualCharge: 0,
    firstDayOfWeek: 0,
    ...parts,
  };
}

export const series = (f: (hour: number) => number): number[] =>
  Array.from({ length: 8760 }, (_, h) => f(h));

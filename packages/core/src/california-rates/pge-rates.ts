import type { HourlyTariff, SellRateTables } from '../hourly-bill/hourly-tariff';
import eElec from './pge-e-elec-2025.json' with { type: 'json' };
import nbt25 from './pge-nbt25-2025-sell-rates.json' with { type: 'json' };

/**
 * Ready California rates for the demo (issue 35), built by `scripts/california-rates/build.ts`
 * from ../shared/billing (sources in each JSON's `source`). TOU hours are clock hours as the
 * utilities publish them; the hourly bill's calendar is local standard time (no daylight saving).
 */

/** PG&E E-ELEC 2025 (bundled): six TOU periods, every day the same hours; 1 January 2025 a Wednesday. */
export const PGE_E_ELEC_2025: HourlyTariff = {
  periods: eElec.periods.map((p) => [{ maxKwh: null, daily: false, rate: p.rate, sell: 0 }]),
  weekdaySchedule: eElec.weekdaySchedule,
  weekendSchedule: eElec.weekendSchedule,
  // $0.49281 a day, as an average month (the engine's fixed charge is the same each month).
  fixedMonthlyCharge: (eElec.fixedPerDay * 365) / 12,
  minMonthlyCharge: 0,
  minAnnualCharge: 0,
  firstDayOfWeek: 2,
};
export const PGE_E_ELEC_2025_PERIOD_NAMES: readonly string[] = eElec.periods.map((p) => p.name);
export const PGE_E_ELEC_2025_SOURCE: string = eElec.source;

/** PG&E Net Billing Tariff export rates, vintage NBT25, year 2025, bundled customer ($/kWh, 12×24). */
export const PGE_NBT25_2025_SELL_RATES: SellRateTables = nbt25.bundled;
export const PGE_NBT25_2025_SOURCE: string = nbt25.source;

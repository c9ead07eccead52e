/**
 * An hourly (time-of-use) tariff in the shape of NREL SAM's utilityrate5 inputs: energy periods,
 * each with tiers, 12×24 weekday and weekend schedules of period indexes, a fixed monthly charge
 * and minimum bills. Built from an OpenEI URDB rate by `parseUrdbRate` (urdb-rate.ts).
 */
export interface EnergyTier {
  /** Upper bound of the tier in kWh per month (`kWh daily` bounds are scaled by the month's days); null = no bound. */
  maxKwh: number | null;
  /** True when `maxKwh` is per day and scales with the month's length (URDB unit `kWh daily`). */
  daily: boolean;
  /** $/kWh bought (URDB rate + adj). */
  rate: number;
  /** $/kWh sold (URDB `sell`), 0 when the rate has none. */
  sell: number;
}

export interface HourlyTariff {
  /** Energy periods, index = the number in the schedules. */
  periods: EnergyTier[][];
  /** 12 months × 24 hours of period indexes, Monday to Friday. */
  weekdaySchedule: number[][];
  /** 12 months × 24 hours of period indexes, Saturday and Sunday. */
  weekendSchedule: number[][];
  /** $ each month. */
  fixedMonthlyCharge: number;
  /** $ floor of each month's bill. */
  minMonthlyCharge: number;
  /** $ floor of the year's bill (the shortfall is billed in December). */
  minAnnualCharge: number;
  /** Day of the week of hour 0 (1 January): 0 = Monday … 6 = Sunday. */
  firstDayOfWeek: number;
}

export type MeteringRule = 'net-metering' | 'net-billing' | 'buy-all-sell-all';

/** 12 months × 24 hours of $/kWh for weekdays and weekends. */
export interface SellRateTables {
  weekday: number[][];
  weekend: number[][];
}

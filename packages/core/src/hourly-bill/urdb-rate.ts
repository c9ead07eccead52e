import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import type { EnergyTier, HourlyTariff } from './hourly-tariff';

/** The fields of an OpenEI Utility Rate Database (URDB) rate, API JSON format (the object inside
 * `items`), that an hourly energy bill reads. Other URDB fields (names, demand charges, text) are
 * accepted and ignored; demand charges are not billed by the hourly engine. */
export const UrdbRateSchema = lazySchema(() => {
  const schedule = z.array(z.array(z.number().int().min(0).max(23)).length(24)).length(12);
  const money = z.number().finite().min(0).max(1_000_000);
  const rate = z.number().finite().min(-100).max(100);
  /** One tier of a URDB energy period: $/kWh `rate` (+ `adj`), optional `max` and `sell`. */
  const tier = z.object({
    max: z.number().finite().positive().max(1e9).optional(),
    unit: z.string().max(40).optional(),
    rate: rate.optional(),
    adj: rate.optional(),
    sell: rate.optional(),
  });
  return z
    .object({
      energyratestructure: z.array(z.array(tier).min(1).max(20)).min(1).max(24),
      energyweekdayschedule: schedule,
      energyweekendschedule: schedule,
      fixedchargefirstmeter: money.optional(),
      fixedmonthlycharge: money.optional(),
      fixedchargeunits: z.enum(['$/month', '$/day']).optional(),
      mincharge: money.optional(),
      minmonthlycharge: money.optional(),
      annualmincharge: money.optional(),
      minchargeunits: z.enum(['$/month', '$/day', '$/year']).optional(),
      /** Not URDB: day of the week of 1 January, 0 = Monday … 6 = Sunday (default Monday). */
      firstDayOfWeek: z.number().int().min(0).max(6).optional(),
    })
    .passthrough();
});
export type UrdbRate = z.infer<typeof UrdbRateSchema>;

/** The URDB rate inside an API response (`{ items: [rate] }`), a bare list, or a bare rate. */
export function urdbRateRecord(json: unknown): unknown {
  if (Array.isArray(json)) return json[0];
  if (json && typeof json === 'object' && 'items' in json && Array.isArray(json.items))
    return json.items[0];
  return json;
}

/** Days per month on average, for `$/day` fixed and minimum charges (SAM uses 365/12 too). */
const DAYS_PER_MONTH = 365 / 12;

/**
 * Turns a URDB rate into an hourly tariff, or throws an Error naming what cannot be billed.
 * rate + adj is the $/kWh bought; tier `max` in `kWh` (per month) or `kWh daily`; a tier without
 * `max` is the last one.
 */
export function parseUrdbRate(input: unknown): HourlyTariff {
  const r = UrdbRateSchema.parse(input);
  const periods: EnergyTier[][] = r.energyratestructure.map((tiers, p) =>
    tiers.map((t, i) => {
      const unit = t.unit ?? 'kWh';
      if (unit !== 'kWh' && unit !== 'kWh daily') {
        throw new Error(
          `Energy period ${p + 1} tier ${i + 1}: the unit "${unit}" is not supported (kWh or kWh daily).`,
        );
      }
      if (t.max === undefined && i < tiers.length - 1) {
        throw new Error(
          `Energy period ${p + 1} tier ${i + 1}: only the last tier may have no maximum.`,
        );
      }
      return {
        maxKwh: t.max ?? null,
        daily: unit === 'kWh daily',
        rate: (t.rate ?? 0) + (t.adj ?? 0),
        sell: t.sell ?? 0,
      };
    }),
  );
  for (const sched of [r.energyweekdayschedule, r.energyweekendschedule]) {
    for (const row of sched) {
      for (const p of row) {
        if (p >= periods.length)
          throw new Error(`The schedule names period ${p + 1}, which has no rates.`);
      }
    }
  }
  const fixed = r.fixedchargefirstmeter ?? r.fixedmonthlycharge ?? 0;
  const fixedMonthlyCharge = r.fixedchargeunits === '$/day' ? fixed * DAYS_PER_MONTH : fixed;
  const min = r.mincharge ?? 0;
  const unit = r.minchargeunits ?? '$/month';
  return {
    periods,
    weekdaySchedule: r.energyweekdayschedule,
    weekendSchedule: r.energyweekendschedule,
    fixedMonthlyCharge,
    minMonthlyCharge:
      (r.minmonthlycharge ?? 0) +
      (unit === '$/month' ? min : unit === '$/day' ? min * DAYS_PER_MONTH : 0),
    minAnnualCharge: (r.annualmincharge ?? 0) + (unit === '$/year' ? min : 0),
    firstDayOfWeek: r.firstDayOfWeek ?? 0,
  };
}

import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import type { HourlyTariff, MeteringRule, SellRateTables } from './hourly-tariff';
import { parseUrdbRate, urdbRateRecord } from './urdb-rate';

/**
 * Limits (docs/api-limits.md): kWh in one hour 0–10,000 (a 10 MW hour is far beyond any home);
 * $/kWh sell and year-end rates 0–10.
 */
export const HOURLY_BILL_LIMITS = { kwhPerHour: 10_000, dollarsPerKwh: 10 } as const;

/** The metering rules an hourly plan may use (decision 0052). */
export const METERING_RULES = ['net-metering', 'net-billing', 'buy-all-sell-all'] as const;

export const MeteringRuleSchema = lazySchema(() => z.enum(METERING_RULES));

/** 12 months × 24 hours of $/kWh (0–10). */
export const HourTableSchema = lazySchema(() =>
  z.array(z.array(z.number().min(0).max(HOURLY_BILL_LIMITS.dollarsPerKwh)).length(24)).length(12),
);

export const SellRateTablesSchema = lazySchema(() =>
  z.object({ weekday: HourTableSchema, weekend: HourTableSchema }),
);

/**
 * The hourly part of a power company plan (issue 35, decision 0059): the OpenEI URDB rate as
 * imported (kept whole, so it can be exported again and read by SAM or REopt), the export rule,
 * optional 12×24 weekday/weekend sell rates ($/kWh) for net billing and the year-end true-up
 * rate ($/kWh) for net metering. The server checks `tariff` with parseUrdbRate on save.
 */
export const HourlyPlanSchema = lazySchema(() =>
  z.object({
    tariff: z.record(z.string(), z.unknown()),
    metering: MeteringRuleSchema,
    sellRates: SellRateTablesSchema.optional(),
    yearEndSellRate: z.number().min(0).max(HOURLY_BILL_LIMITS.dollarsPerKwh).optional(),
  }),
);
export type HourlyPlan = z.infer<typeof HourlyPlanSchema>;

/** What computeHourlyBill needs from a plan's hourly part. */
export interface HourlyPlanRate {
  tariff: HourlyTariff;
  metering: MeteringRule;
  sellRates?: SellRateTables;
  yearEndSellRate?: number;
}

/** The first reason a URDB rate cannot be billed, as one sentence (a schema issue names its field). */
export function urdbRateProblem(rate: unknown): string | null {
  try {
    parseUrdbRate(urdbRateRecord(rate));
    return null;
  } catch (e) {
    if (e instanceof z.ZodError) {
      const issue = e.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return `The URDB rate is not valid: ${where}${issue?.message ?? 'unreadable'}.`;
    }
    return (e as Error).message;
  }
}

/** Parsed rates by the stored rate object (a plan's JSON is never changed in place). */
const parsed = new WeakMap<object, HourlyTariff>();

/** The plan's hourly rate, parsed (once per rate object); throws when it cannot be billed. */
export function hourlyPlanRate(plan: HourlyPlan): HourlyPlanRate {
  let tariff = parsed.get(plan.tariff);
  if (!tariff) {
    tariff = parseUrdbRate(urdbRateRecord(plan.tariff));
    parsed.set(plan.tariff, tariff);
  }
  return {
    tariff,
    metering: plan.metering,
    ...(plan.sellRates ? { sellRates: plan.sellRates } : {}),
    ...(plan.yearEndSellRate !== undefined ? { yearEndSellRate: plan.yearEndSellRate } : {}),
  };
}

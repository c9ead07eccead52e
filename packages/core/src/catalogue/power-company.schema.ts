import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { LIST_LIMITS, boundedCount, boundedList, boundedNumber, boundedText } from '../api/bounds';
import { MONTHS } from './months';
import { HourlyPlanSchema } from '../hourly-bill/hourly-plan.schema';
import { StatesServicedSchema } from './states-serviced.schema';

/** Upper bound of the tier a new month group starts with (spec 2 §2 Plan dialog). */
export const DEFAULT_TIER_UP_TO_KWH = 999_999_999;

/** One usage tier: kWh up to `upToKwh` (cumulative, per month) cost `cost` $/kWh. */
export const TierSchema = lazySchema(() =>
  z.object({
    tierNumber: boundedCount(1, LIST_LIMITS.tiers),
    upToKwh: boundedNumber('tierKwh').positive('Must be above 0'),
    cost: boundedNumber('ratePerKwh'),
  }),
);
export type Tier = z.infer<typeof TierSchema>;

/** Months sharing one tariff: a fixed connection fee (`fixedCost`, $/month) plus tiers. */
export const MonthGroupSchema = lazySchema(() =>
  z.object({
    id: boundedText('id'),
    name: boundedText('name').trim().min(1, 'Required'),
    months: boundedList(z.enum(MONTHS), 'monthGroups').refine(
      (months) => new Set(months).size === months.length,
      'Months must not repeat',
    ),
    fixedCost: boundedNumber('monthlyFee'),
    tiers: boundedList(TierSchema, 'tiers')
      .min(1)
      .refine(
        (tiers) => new Set(tiers.map((t) => t.upToKwh)).size === tiers.length,
        'Tier limits (upToKwh) must be distinct',
      ),
  }),
);
export type MonthGroup = z.infer<typeof MonthGroupSchema>;

const monthsUniqueAcrossGroups = (groups: readonly MonthGroup[]) => {
  const all = groups.flatMap((g) => g.months);
  return new Set(all).size === all.length;
};
const MONTH_OVERLAP = 'A month may belong to only one month group';

/**
 * A pre-solar payment plan (spec 2 §3). `hourly` (issue 35, decision 0059), when present, makes it
 * an hourly plan: its bills come from the hourly engine on the URDB rate; the month groups still
 * turn a bill into kWh (usage from the bill) and are the spec's plan when the hourly part is gone.
 */
export const PaymentPlanSchema = lazySchema(() =>
  z.object({
    id: boundedText('id'),
    name: boundedText('name').trim().min(1, 'Required'),
    monthGroups: boundedList(MonthGroupSchema, 'monthGroups').refine(
      monthsUniqueAcrossGroups,
      MONTH_OVERLAP,
    ),
    hourly: HourlyPlanSchema.optional(),
  }),
);
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

/** A post-solar payment plan: a payment plan plus net metering (percentage 0–1, rate $/kWh). */
export const PostSolarPlanSchema = lazySchema(() =>
  PaymentPlanSchema.extend({
    hasNetMetering: z.boolean(),
    netMeteringPercentage: z.number().min(0).max(1),
    netMeteringRate: boundedNumber('ratePerKwh'),
  }),
);
export type PostSolarPlan = z.infer<typeof PostSolarPlanSchema>;

/** Either kind of plan; the bill only needs month groups. */
export type AnyPaymentPlan = PaymentPlan | PostSolarPlan;

/**
 * A utility (spec 2 §3). Offsets are percentages (110 = 110 %), `systemSizeLimit` is kW and
 * 0 means no limit.
 */
export const PowerCompanySchema = lazySchema(() =>
  z.object({
    id: boundedText('id'),
    name: boundedText('name').trim().min(1, 'Required'),
    maxTotalOffset: boundedNumber('offsetPercent'),
    maxSolarOffset: boundedNumber('offsetPercent'),
    statesServiced: StatesServicedSchema,
    systemSizeLimit: boundedNumber('kilowatts'),
    ratesFixed: z.boolean(),
    preSolarPlans: boundedList(PaymentPlanSchema, 'plans'),
    postSolarPlans: boundedList(PostSolarPlanSchema, 'plans'),
  }),
);
export type PowerCompany = z.infer<typeof PowerCompanySchema>;

/** Create/update body of the admin API (the server assigns `id`). */
export const PowerCompanyInputSchema = lazySchema(() => PowerCompanySchema.omit({ id: true }));
export type PowerCompanyInput = z.infer<typeof PowerCompanyInputSchema>;

import { z } from 'zod';
import { MONTHS } from './months';
import { StatesServicedSchema } from './states-serviced.schema';

/** Upper bound of the tier a new month group starts with (spec 2 §2 Plan dialog). */
export const DEFAULT_TIER_UP_TO_KWH = 999_999_999;

/** One usage tier: kWh up to `upToKwh` (cumulative, per month) cost `cost` $/kWh. */
export const TierSchema = z.object({
  tierNumber: z.int().min(1),
  upToKwh: z.number().positive(),
  cost: z.number().nonnegative(),
});
export type Tier = z.infer<typeof TierSchema>;

/** Months sharing one tariff: a fixed connection fee (`fixedCost`, $/month) plus tiers. */
export const MonthGroupSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1, 'Required'),
  months: z
    .array(z.enum(MONTHS))
    .refine((months) => new Set(months).size === months.length, 'Months must not repeat'),
  fixedCost: z.number().nonnegative(),
  tiers: z
    .array(TierSchema)
    .min(1)
    .refine(
      (tiers) => new Set(tiers.map((t) => t.upToKwh)).size === tiers.length,
      'Tier limits (upToKwh) must be distinct',
    ),
});
export type MonthGroup = z.infer<typeof MonthGroupSchema>;

const monthsUniqueAcrossGroups = (groups: readonly MonthGroup[]) => {
  const all = groups.flatMap((g) => g.months);
  return new Set(all).size === all.length;
};
const MONTH_OVERLAP = 'A month may belong to only one month group';

/** A pre-solar payment plan (spec 2 §3). */
export const PaymentPlanSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1, 'Required'),
  monthGroups: z.array(MonthGroupSchema).refine(monthsUniqueAcrossGroups, MONTH_OVERLAP),
});
export type PaymentPlan = z.infer<typeof PaymentPlanSchema>;

/** A post-solar payment plan: a payment plan plus net metering (percentage 0–1, rate $/kWh). */
export const PostSolarPlanSchema = PaymentPlanSchema.extend({
  hasNetMetering: z.boolean(),
  netMeteringPercentage: z.number().min(0).max(1),
  netMeteringRate: z.number().nonnegative(),
});
export type PostSolarPlan = z.infer<typeof PostSolarPlanSchema>;

/** Either kind of plan; the bill only needs month groups. */
export type AnyPaymentPlan = PaymentPlan | PostSolarPlan;

/**
 * A utility (spec 2 §3). Offsets are percentages (110 = 110 %), `systemSizeLimit` is kW and
 * 0 means no limit.
 */
export const PowerCompanySchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1, 'Required'),
  maxTotalOffset: z.number().nonnegative(),
  maxSolarOffset: z.number().nonnegative(),
  statesServiced: StatesServicedSchema,
  systemSizeLimit: z.number().nonnegative(),
  ratesFixed: z.boolean(),
  preSolarPlans: z.array(PaymentPlanSchema),
  postSolarPlans: z.array(PostSolarPlanSchema),
});
export type PowerCompany = z.infer<typeof PowerCompanySchema>;

/** Create/update body of the admin API (the server assigns `id`). */
export const PowerCompanyInputSchema = PowerCompanySchema.omit({ id: true });
export type PowerCompanyInput = z.infer<typeof PowerCompanyInputSchema>;

import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedList, boundedNumber, boundedText } from '../bounds';
import { missingMonthsMessage, monthCoverage } from '../../catalogue/month-coverage';
import { MONTHS } from '../../catalogue/months';
import { PowerCompanySchema } from '../../catalogue/power-company.schema';
import { HourlyPlanSchema } from '../../hourly-bill/hourly-plan.schema';
import {
  CatalogueNameSchema,
  StatesServicedInputSchema,
  UpdateKeySchema,
  VersionSchema,
} from './catalogue-common.schema';

/** A power company as the API returns it: the entity plus its version. */
export const PowerCompanyRecordSchema = lazySchema(() =>
  PowerCompanySchema.extend({ version: VersionSchema }),
);
export type PowerCompanyRecord = z.infer<typeof PowerCompanyRecordSchema>;

export const PowerCompanyListSchema = lazySchema(() => z.array(PowerCompanyRecordSchema));

/** A tier on input; `tierNumber` may be omitted (the server sorts by upToKwh and renumbers from 1). */
export const TierInputSchema = lazySchema(() =>
  z.object({
    tierNumber: z.int().min(1).optional(),
    upToKwh: boundedNumber('tierKwh').positive('Must be above 0'),
    cost: boundedNumber('ratePerKwh'),
  }),
);

/** A month group on input; a missing or empty `id` gets a new one. */
export const MonthGroupInputSchema = lazySchema(() =>
  z.object({
    id: boundedText('id').optional(),
    name: CatalogueNameSchema,
    months: boundedList(z.enum(MONTHS), 'monthGroups').refine(
      (m) => new Set(m).size === m.length,
      'Months must not repeat',
    ),
    fixedCost: boundedNumber('monthlyFee'),
    tiers: boundedList(TierInputSchema, 'tiers')
      .min(1, 'At least one tier is required')
      .refine(
        (t) => new Set(t.map((x) => x.upToKwh)).size === t.length,
        'Tier limits (Up to kWh) must be distinct',
      ),
  }),
);

type MonthGroupInput = z.infer<typeof MonthGroupInputSchema>;

/**
 * Each month belongs to exactly one group of a plan: a doubled month names the month and the
 * group; months no group covers are listed in one issue.
 */
const checkMonthsAcrossGroups = (groups: readonly MonthGroupInput[], ctx: z.RefinementCtx) => {
  const owner = new Map<string, string>();
  groups.forEach((group, index) => {
    for (const month of group.months) {
      const first = owner.get(month);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'months'],
          message: `${month} already belongs to month group "${first}"`,
        });
      } else owner.set(month, group.name);
    }
  });
  // Every month exactly once (issue 9): the months no group covers, one issue on the list.
  const { missing } = monthCoverage(groups);
  if (groups.length > 0 && missing.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: missingMonthsMessage(missing),
    });
  }
};

const monthGroupsInput = lazySchema(() =>
  boundedList(MonthGroupInputSchema, 'monthGroups')
    .superRefine(checkMonthsAcrossGroups)
    .default([]),
);

/** A pre-solar payment plan on input; a missing or empty `id` gets a new one. */
export const PaymentPlanInputSchema = lazySchema(() =>
  z.object({
    id: boundedText('id').optional(),
    name: CatalogueNameSchema,
    monthGroups: monthGroupsInput,
    /** An hourly plan's URDB rate and export rule (checked with parseUrdbRate on save: 422). */
    hourly: HourlyPlanSchema.optional(),
  }),
);
export type PaymentPlanInput = z.input<typeof PaymentPlanInputSchema>;

/** A post-solar payment plan on input: net metering share 0.0–1.0, rate in $/kWh. */
export const PostSolarPlanInputSchema = lazySchema(() =>
  PaymentPlanInputSchema.extend({
    hasNetMetering: z.boolean().default(false),
    netMeteringPercentage: z
      .number()
      .min(0, 'Must be 0.0 to 1.0')
      .max(1, 'Must be 0.0 to 1.0')
      .default(0),
    netMeteringRate: boundedNumber('ratePerKwh').default(0),
  }),
);
export type PostSolarPlanInput = z.input<typeof PostSolarPlanInputSchema>;

/** Body of POST /api/PowerCompanies. Offsets are percentages; systemSizeLimit is kW (0 = none). */
export const CreatePowerCompanyInputSchema = lazySchema(() =>
  z.object({
    name: CatalogueNameSchema,
    maxTotalOffset: boundedNumber('offsetPercent'),
    maxSolarOffset: boundedNumber('offsetPercent'),
    statesServiced: StatesServicedInputSchema,
    systemSizeLimit: boundedNumber('kilowatts').default(0),
    ratesFixed: z.boolean().default(false),
    preSolarPlans: boundedList(PaymentPlanInputSchema, 'plans').default([]),
    postSolarPlans: boundedList(PostSolarPlanInputSchema, 'plans').default([]),
  }),
);
export type CreatePowerCompanyInput = z.infer<typeof CreatePowerCompanyInputSchema>;

/** Body of PUT /api/PowerCompanies: the whole company (plans included) with its id and version. */
export const UpdatePowerCompanyInputSchema = lazySchema(() =>
  CreatePowerCompanyInputSchema.extend(UpdateKeySchema.shape),
);
export type UpdatePowerCompanyInput = z.infer<typeof UpdatePowerCompanyInputSchema>;

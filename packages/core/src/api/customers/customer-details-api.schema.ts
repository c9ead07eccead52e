import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedInt, boundedList, boundedNumber, boundedText } from '../bounds';
import { IncentiveEntrySchema } from '../../catalogue/incentive.schema';
import { CalculationMessageSchema } from '../../messages/calculation-message.schema';
import { ProductionSourceInfoSchema } from '../../production/production-estimate.schema';
import { CustomerDetailsSchema } from '../../proposal/customer-details.schema';

/**
 * Customer details as the API returns them (GET/PATCH /api/customers/{id}/Details): the spec's
 * fields plus `version`, which the next PATCH must echo.
 */
export const CustomerDetailsRecordSchema = lazySchema(() =>
  CustomerDetailsSchema.extend({
    version: z.int().nonnegative(),
    /**
     * Where the saved production figures came from (the last Generate Optimal Build): source,
     * station and distance; null before the first Generate.
     */
    productionSource: ProductionSourceInfoSchema.nullable(),
  }),
);
export type CustomerDetailsRecord = z.infer<typeof CustomerDetailsRecordSchema>;

/** An incentive on the form; its `deduction` is recomputed by the server (may be left out). */
export const IncentiveEntryInputSchema = lazySchema(() =>
  IncentiveEntrySchema.extend({
    deduction: boundedNumber('money').optional(),
  }),
);

const epc = lazySchema(() => boundedNumber('epc'));

/**
 * Body of PATCH /api/customers/{customerId}/Details and of …/Details/generate: the power-info form.
 *
 * - `version`: null (or left out) for the first save; afterwards the version last read (409 if
 *   stale).
 * - `hasShading`: the 'Has Shading' toggle; when false, shadingReductionPct is saved as 0.
 * - Figures are the server's: preSolarMonthlyBill, postSolarMonthlyBill, totalSystemCost
 *   (1000 × epc × kW), netSystemCost, estimatedProductionAfterShading, recommendedPanelsMeetsMin,
 *   each incentive's deduction and each array's `production` (panels × singlePanelProduction) are
 *   recomputed with the core engine; values sent for them are ignored.
 * - `latitude`/`longitude` 0 take the customer's coordinates.
 */
export const SaveCustomerDetailsInputSchema = lazySchema(() =>
  CustomerDetailsSchema.omit({
    id: true,
    customerId: true,
    preSolarMonthlyBill: true,
    postSolarMonthlyBill: true,
    totalSystemCost: true,
    netSystemCost: true,
    estimatedProductionAfterShading: true,
    recommendedPanelsMeetsMin: true,
  }).extend({
    version: boundedInt('version').nullable().default(null),
    hasShading: z.boolean().optional(),
    powerCompany: CustomerDetailsSchema.shape.powerCompany.default(null),
    preSolarPlan: CustomerDetailsSchema.shape.preSolarPlan.default(null),
    postSolarPlan: CustomerDetailsSchema.shape.postSolarPlan.default(null),
    preSolarPowerUsage: CustomerDetailsSchema.shape.preSolarPowerUsage.default(null),
    installerId: boundedText('id').nullable().default(null),
    inverter: CustomerDetailsSchema.shape.inverter.default(null),
    panel: CustomerDetailsSchema.shape.panel.default(null),
    financeOption: CustomerDetailsSchema.shape.financeOption.default(null),
    incentives: boundedList(IncentiveEntryInputSchema, 'incentives').default([]),
    epc: epc.default(0),
    epcPctTarget: boundedNumber('percent').default(0),
    panelsToAddToRecommendedBuild: z.union([z.literal(0), z.literal(1)]).default(0),
    shadingReductionPct: boundedNumber('percent').default(0),
    latitude: z.number().min(-90).max(90).default(0),
    longitude: z.number().min(-180).max(180).default(0),
    zoom: boundedNumber('zoom').default(20),
    roofImagePath: boundedText('path').default(''),
    defaultPowerIncrease: boundedNumber('offsetPercent').default(0),
  }),
);
export type SaveCustomerDetailsInput = z.infer<typeof SaveCustomerDetailsInputSchema>;
export type SaveCustomerDetailsBody = z.input<typeof SaveCustomerDetailsInputSchema>;

/** Where the production figures of a generated build came from (clear sky = approximate). */
export const BuildProductionInfoSchema = lazySchema(() => ProductionSourceInfoSchema);

/** Headline figures of the generated build, for the form's summary. */
export const GeneratedBuildSummarySchema = lazySchema(() =>
  z.object({
    /** kW. */
    systemSize: z.number(),
    totalPanels: z.int(),
    /** kWh a year. */
    annualPowerUsage: z.number(),
    /** kWh a year, before and after shading. */
    totalAnnualProductionBeforeShading: z.number(),
    totalAnnualProduction: z.number(),
    /** Percent of usage. */
    solarOffset: z.number(),
    totalOffset: z.number(),
    targetSolarOffset: z.number(),
    targetTotalOffset: z.number(),
  }),
);

/**
 * Reply of POST /api/customers/{customerId}/Details/generate (Generate Optimal Build): the saved
 * details, the spec's notices as plain texts in order (e.g. 'Cannot reach 100% offset with
 * contraints. …', "This build Doesn't meet minimum panel requirements."), the same findings with
 * their codes, and the production source.
 */
export const GenerateOptimalBuildResponseSchema = lazySchema(() =>
  z.object({
    details: CustomerDetailsRecordSchema,
    notices: z.array(z.string()),
    messages: z.array(CalculationMessageSchema),
    production: BuildProductionInfoSchema,
    summary: GeneratedBuildSummarySchema,
  }),
);
export type GenerateOptimalBuildResponse = z.infer<typeof GenerateOptimalBuildResponseSchema>;

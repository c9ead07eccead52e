import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedNumber } from '../api/bounds';
import { FinanceOptionSchema } from '../catalogue/finance-option.schema';
import { IncentiveEntrySchema } from '../catalogue/incentive.schema';
import { InverterSchema } from '../catalogue/inverter.schema';
import { PanelSchema } from '../catalogue/panel.schema';
import {
  PaymentPlanSchema,
  PostSolarPlanSchema,
  PowerCompanySchema,
} from '../catalogue/power-company.schema';
import { PanelArraysSchema } from './panel-array.schema';
import { PowerUsageSchema } from './power-usage.schema';

/**
 * The customer's default power info (spec 3 §3). Dollars for bills and costs, $/W for `epc`,
 * percent for `shadingReductionPct`, kWh for `estimatedProductionAfterShading`.
 */
export const CustomerDetailsSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    customerId: z.string(),
    powerCompany: PowerCompanySchema.nullable(),
    preSolarPlan: PaymentPlanSchema.nullable(),
    postSolarPlan: PostSolarPlanSchema.nullable(),
    preSolarPowerUsage: PowerUsageSchema.nullable(),
    preSolarMonthlyBill: z.number().nonnegative(),
    postSolarMonthlyBill: z.number().nonnegative(),
    installerId: z.string().nullable(),
    inverter: InverterSchema.nullable(),
    panel: PanelSchema.nullable(),
    financeOption: FinanceOptionSchema.nullable(),
    panelArrays: PanelArraysSchema,
    incentives: z.array(IncentiveEntrySchema),
    epc: boundedNumber('epc'),
    epcPctTarget: z.number().nonnegative(),
    panelsToAddToRecommendedBuild: z.union([z.literal(0), z.literal(1)]),
    shadingReductionPct: z.number().min(0).max(100),
    estimatedProductionAfterShading: z.number().nonnegative(),
    totalSystemCost: z.number().nonnegative(),
    recommendedPanelsMeetsMin: z.boolean(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number().nonnegative(),
    roofImagePath: z.string(),
    netSystemCost: z.number(),
    defaultPowerIncrease: z.number().nonnegative(),
  }),
);
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

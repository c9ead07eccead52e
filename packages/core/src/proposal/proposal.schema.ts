import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedList, boundedNumber, boundedText } from '../api/bounds';
import { AdderSchema } from '../catalogue/adder.schema';
import { FinanceOptionSchema } from '../catalogue/finance-option.schema';
import { IncentiveEntrySchema } from '../catalogue/incentive.schema';
import { InverterSchema } from '../catalogue/inverter.schema';
import { PanelSchema } from '../catalogue/panel.schema';
import { PostSolarPlanSchema, PowerCompanySchema } from '../catalogue/power-company.schema';
import { PanelArraysSchema } from './panel-array.schema';
import { PowerUsageSchema } from './power-usage.schema';
import { ProposalTemplateSchema } from './proposal-template.schema';

/** Default annual energy rate escalator of a new proposal, percent (spec 2 §9). */
export const DEFAULT_ANNUAL_ENERGY_RATE_ESCALATOR = 4;

/**
 * The escalators a proposal may be priced and stored with, percent: the savings chart's slider
 * (spec 3 §9: 1 to 8 in steps of 0.5), so every surface shows the one stored value (issue 31).
 */
export const ANNUAL_ENERGY_RATE_ESCALATOR_RANGE = { min: 1, max: 8, step: 0.5 } as const;

/** True for an escalator within 1–8 % on a 0.5 % step. */
export function isEscalatorInRange(value: number): boolean {
  const { min, max, step } = ANNUAL_ENERGY_RATE_ESCALATOR_RANGE;
  return value >= min && value <= max && Number.isInteger(value / step);
}

/** The snapshot of customer details a proposal carries (spec 3 §3 "Proposal details"). */
export const ProposalDetailsSchema = lazySchema(() =>
  z.object({
    installerId: boundedText('id').nullable(),
    panel: PanelSchema.nullable(),
    inverter: InverterSchema.nullable(),
    panelArrays: PanelArraysSchema,
    financeOption: FinanceOptionSchema.nullable(),
    incentives: boundedList(IncentiveEntrySchema, 'incentives'),
    preSolarPowerUsage: PowerUsageSchema.nullable(),
    preSolarMonthlyBill: boundedNumber('money'),
    postSolarPlan: PostSolarPlanSchema.nullable(),
    powerCompany: PowerCompanySchema.nullable(),
    shadingReductionPct: boundedNumber('percent'),
    epc: boundedNumber('epc'),
    panelsToAddToRecommendedBuild: z.union([z.literal(0), z.literal(1)]),
  }),
);
export type ProposalDetails = z.infer<typeof ProposalDetailsSchema>;

/**
 * A proposal (spec 3 §3). Units: `systemSize` kW; `baseEpc`, `proposalEpc`, `baselineOverride`
 * $/W; costs, bills, payments and savings dollars; `annualEnergyRateEscalator` percent;
 * `totalAnnualProduction` kWh. The figures are the output of `computeProposal`.
 */
export const ProposalSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    customerId: z.string(),
    proposalNumber: z.int().min(0),
    description: z.string(),
    createdBy: z.string(),
    dateCreated: z.string(),
    template: ProposalTemplateSchema.nullable(),
    details: ProposalDetailsSchema,
    customAdders: z.array(AdderSchema),
    baseEpc: boundedNumber('epc'),
    proposalEpc: boundedNumber('epc'),
    hasManualProposalEpc: z.boolean(),
    totalSystemCost: z.number().nonnegative(),
    outOfPocketCost: z.number().nonnegative(),
    annualEnergyRateEscalator: z.number().min(0).max(100).nullable(),
    systemSize: z.number().nonnegative(),
    loanMonthlyPayment: z.number().nonnegative(),
    proposalPostSolarMonthlyBill: z.number().nonnegative(),
    thirtyYearCostOfElectric: z.number(),
    thirtyYearNetSavings: z.number(),
    monthlySavings: z.number(),
    totalAnnualProduction: z.number().nonnegative(),
    roofImagePath: z.string(),
    roofImageDrawing: z.string(),
    isContractGenerated: z.boolean(),
    isGroundMount: z.boolean(),
    isViewableByRep: z.boolean(),
    isRedLine: z.boolean(),
    baselineOverride: z.number().nonnegative(),
  }),
);
export type Proposal = z.infer<typeof ProposalSchema>;

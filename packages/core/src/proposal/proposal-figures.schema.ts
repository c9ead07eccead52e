import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { AdderSchema } from '../catalogue/adder.schema';
import { IncentiveEntrySchema } from '../catalogue/incentive.schema';
import { ProposalHourlyBillSchema } from '../hourly-bill/proposal-hourly-bill.schema';
import { CalculationMessageSchema } from '../messages/calculation-message.schema';
import {
  FractionSchema,
  KwhSchema,
  KwSchema,
  MonthCountSchema,
  PercentSchema,
  UsdPerWattSchema,
  UsdSchema,
  WattsSchema,
} from '../units';

/** Per-array figures, in the input order of the panel arrays. */
export const PanelArrayFiguresSchema = lazySchema(() =>
  z.object({
    /** Annual kWh after shading. */
    annualProduction: KwhSchema,
    isNorthFacing: z.boolean(),
    /** 0 = the most south-facing array. */
    southRank: z.int().min(0),
  }),
);

/** One year of the 30-year projection. */
export const ProjectionYearSchema = lazySchema(() =>
  z.object({
    year: z.int().min(1),
    costOfElectric: UsdSchema,
    postSolarCost: UsdSchema,
    loanPayments: UsdSchema,
  }),
);

/**
 * Output of `computeProposal` (reply of POST /api/calculations/proposal). The figures a Proposal
 * stores carry the Proposal's own field names; the rest are shown in the builder and deck.
 */
export const ProposalFiguresSchema = lazySchema(() =>
  z.object({
    systemSize: KwSchema,
    systemSizeWatts: WattsSchema,
    totalPanels: z.int().min(0),
    panelArrays: z.array(PanelArrayFiguresSchema),
    annualPowerUsage: KwhSchema,
    preSolarMonthlyBill: UsdSchema,
    proposalPostSolarMonthlyBill: UsdSchema,
    totalAnnualProductionBeforeShading: KwhSchema,
    totalAnnualProduction: KwhSchema,
    estimatedProductionAfterShading: KwhSchema,
    shadingReductionPct: PercentSchema,
    efficiencyReduction: PercentSchema,
    solarOffsetBeforeShading: PercentSchema,
    totalOffsetBeforeShading: PercentSchema,
    solarOffset: PercentSchema,
    totalOffset: PercentSchema,
    /** The adders priced, incl. locked, roof-type and automatic red-line adders. */
    customAdders: z.array(AdderSchema),
    adders: z.array(z.object({ name: z.string(), dollars: UsdSchema, isMonthBased: z.boolean() })),
    adderDollars: UsdSchema,
    addersPerWatt: UsdPerWattSchema,
    baseEpc: UsdPerWattSchema,
    proposalEpc: UsdPerWattSchema,
    minEpc: UsdPerWattSchema,
    /** Effective maxEpc (after the Loanpal/GoodLeap raise); 0 = no upper bound. */
    maxEpc: UsdPerWattSchema,
    /** Lowest allowed EPC: on the base EPC for red line, on the proposal EPC otherwise. */
    lowerBound: UsdPerWattSchema,
    totalSystemCost: UsdSchema,
    outOfPocketCost: UsdSchema,
    netSystemCost: UsdSchema,
    incentives: z.array(IncentiveEntrySchema),
    totalIncentives: UsdSchema,
    totalLocalIncentives: UsdSchema,
    isCash: z.boolean(),
    loanMonthlyPayment: UsdSchema,
    /** loanMonthlyPayment rounded up to whole dollars, as displayed. */
    loanMonthlyPaymentRounded: UsdSchema,
    initialPeriodPayment: UsdSchema,
    initialPeriodPaymentRounded: UsdSchema,
    /** Payments the deck shows for the initial period: 12 ('enium') or 17. */
    initialPeriodPaymentCount: MonthCountSchema,
    thirtyYearCostOfElectric: UsdSchema,
    thirtyYearNetSavings: UsdSchema,
    monthlySavings: UsdSchema,
    projection: z.array(ProjectionYearSchema),
    homeValueUplift: UsdSchema,
    estimatedRepMake: UsdSchema,
    split: FractionSchema,
    /** The rep's baseline (lead's redline, 4 decimals); null when unknown. */
    baseline: UsdPerWattSchema.nullable(),
    isEpcTooLow: z.boolean(),
    hasCommissionWarning: z.boolean(),
    /** False when any message blocks Generate Proposal. */
    canGenerate: z.boolean(),
    messages: z.array(CalculationMessageSchema),
    /** Present only when the post-solar plan is hourly and the server priced it hour by hour. */
    hourlyBill: ProposalHourlyBillSchema.optional(),
  }),
);
export type ProposalFigures = z.infer<typeof ProposalFiguresSchema>;

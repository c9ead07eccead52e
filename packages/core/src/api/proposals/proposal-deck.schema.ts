import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { BrandTemplateSchema } from '../brand-templates.schema';
import { BASE_TEMPLATES } from '../../brand/base-templates';
import { ProjectionYearSchema } from '../../proposal/proposal-figures.schema';
import { TEMPLATE_PAGES } from '../../proposal/proposal-template.schema';
import { ProposalHourlyBillSchema } from '../../hourly-bill/proposal-hourly-bill.schema';

/**
 * What the projection needs besides the escalator (core `thirtyYearProjection`): the server
 * fills it from the saved figures and the finance option's loan schedule, so the deck's
 * escalator slider re-runs the engine without pricing anything itself.
 */
export const DeckProjectionInputSchema = lazySchema(() =>
  z.object({
    preSolarMonthlyBill: z.number(),
    postSolarMonthlyBill: z.number(),
    initialPeriodPayment: z.number(),
    initialPeriodMonths: z.int().min(0),
    loanMonthlyPayment: z.number(),
    termMonths: z.int().min(0),
    outOfPocketCost: z.number(),
    isCash: z.boolean(),
    totalSystemCost: z.number(),
    totalIncentives: z.number(),
  }),
);
export type DeckProjectionInput = z.infer<typeof DeckProjectionInputSchema>;

/**
 * The customer-facing figures of a saved proposal: a subset of its `figures` (what the engine
 * computed at the last save). Internal figures (EPCs, baseline, rep make, split, dealer fee)
 * are left out on purpose: the deck and a share link must not carry them.
 */
export const DeckFiguresSchema = lazySchema(() =>
  z.object({
    systemSize: z.number(),
    totalPanels: z.int().min(0),
    annualPowerUsage: z.number(),
    totalAnnualProduction: z.number(),
    totalOffset: z.number(),
    preSolarMonthlyBill: z.number(),
    proposalPostSolarMonthlyBill: z.number(),
    totalSystemCost: z.number(),
    outOfPocketCost: z.number(),
    netSystemCost: z.number(),
    totalIncentives: z.number(),
    totalLocalIncentives: z.number(),
    isCash: z.boolean(),
    loanMonthlyPaymentRounded: z.number(),
    initialPeriodPaymentRounded: z.number(),
    initialPeriodPaymentCount: z.int().min(0),
    thirtyYearCostOfElectric: z.number(),
    thirtyYearNetSavings: z.number(),
    monthlySavings: z.number(),
    projection: z.array(ProjectionYearSchema),
    homeValueUplift: z.number(),
    /** The hourly bill when the post-solar plan is hourly (issue 35): the Net Metering slide's days. */
    hourlyBill: ProposalHourlyBillSchema.optional(),
  }),
);
export type DeckFigures = z.infer<typeof DeckFiguresSchema>;

/** One incentive line of the Financing Options slide. */
export const DeckIncentiveSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    deduction: z.number(),
    isTodayOnly: z.boolean(),
    isLocal: z.boolean(),
  }),
);

/** A custom adder the customer sees as included (trees, energy-kit items). */
export const DeckIncludedItemSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    dollars: z.number(),
    numTrees: z.int().min(0),
  }),
);

/**
 * Everything the customer-facing deck shows for one proposal (GET /api/Proposals/{id}/deck,
 * and frozen as the snapshot of a share link). Dates are ISO 8601.
 */
export const ProposalDeckSchema = lazySchema(() =>
  z.object({
    proposalId: z.string(),
    proposalNumber: z.int().min(0),
    /** When the proposal was saved (deck) or the share link made (snapshot). */
    preparedAt: z.string(),
    customer: z.object({
      firstName: z.string(),
      lastName: z.string(),
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    baseTemplate: z.enum(BASE_TEMPLATES),
    pages: z.array(z.enum(TEMPLATE_PAGES)),
    brand: BrandTemplateSchema.omit({ id: true }),
    powerCompanyName: z.string(),
    financeOptionName: z.string(),
    financeLengthInYears: z.number().min(0),
    panelName: z.string(),
    inverterName: z.string(),
    panelArrays: z.array(
      z.object({ panels: z.int().min(0), azimuth: z.number(), tilt: z.number() }),
    ),
    /** Where the roof image is fetched ('' = none). */
    roofImageUrl: z.string(),
    roofImageDrawing: z.string(),
    annualEnergyRateEscalator: z.number(),
    incentives: z.array(DeckIncentiveSchema),
    includedItems: z.array(DeckIncludedItemSchema),
    connectionFee: z.number().nonnegative(),
    figures: DeckFiguresSchema,
    projectionInput: DeckProjectionInputSchema,
  }),
);
export type ProposalDeck = z.infer<typeof ProposalDeckSchema>;

/** A share link as the rep sees it in the list. */
export const ProposalShareSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    proposalId: z.string(),
    /** The full token: only this proposal's reps can list it. */
    token: z.string(),
    createdAt: z.string(),
    createdBy: z.string(),
    revokedAt: z.string().nullable(),
  }),
);
export type ProposalShare = z.infer<typeof ProposalShareSchema>;

export const ProposalSharesResponseSchema = lazySchema(() => z.array(ProposalShareSchema));
export const ProposalShareParamsSchema = lazySchema(() =>
  z.object({ id: z.uuid(), shareId: z.uuid() }),
);
/** 128 random bits or more, base64url: 22+ characters. */
export const ShareTokenParamsSchema = lazySchema(() =>
  z.object({
    token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  }),
);

import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedList, boundedNumber, boundedText } from '../api/bounds';
import { AdderSchema } from '../catalogue/adder.schema';
import { FinanceOptionSchema } from '../catalogue/finance-option.schema';
import { IncentiveEntrySchema } from '../catalogue/incentive.schema';
import { InstallerSchema } from '../catalogue/installer.schema';
import { InverterSchema } from '../catalogue/inverter.schema';
import { PanelSchema } from '../catalogue/panel.schema';
import {
  PaymentPlanSchema,
  PostSolarPlanSchema,
  PowerCompanySchema,
} from '../catalogue/power-company.schema';
import { SiteSettingsSchema } from '../catalogue/site-settings.schema';
import { US_STATE_ABBREVIATIONS } from '../geo/us-states';
import { PanelArraysSchema } from './panel-array.schema';
import { PowerUsageSchema } from './power-usage.schema';
import { DEFAULT_ANNUAL_ENERGY_RATE_ESCALATOR } from './proposal.schema';
import { ProposalTemplateSchema } from './proposal-template.schema';

const epc = lazySchema(() => boundedNumber('epc'));

/**
 * Input of `computeProposal` (body of POST /api/calculations/proposal): the customer details
 * and proposal fields the figures depend on, in the spec's vocabulary. Units as on
 * CustomerDetails/Proposal: $/W for `epc`, `proposalEpc`, `baseEpc`, `baselineOverride`,
 * `baseline`; percent for `shadingReductionPct` and `annualEnergyRateEscalator`; dollars for
 * `outOfPocketCost`. Optional fields have the defaults a new proposal has.
 */
export const ProposalScenarioSchema = lazySchema(() =>
  z.object({
    /** The customer's state: incentive eligibility and the installer's state adder. */
    customerState: z.enum(US_STATE_ABBREVIATIONS).nullable().default(null),
    powerCompany: PowerCompanySchema.nullable(),
    preSolarPlan: PaymentPlanSchema.nullable(),
    postSolarPlan: PostSolarPlanSchema.nullable(),
    preSolarPowerUsage: PowerUsageSchema.nullable(),
    installer: InstallerSchema.nullable().default(null),
    panel: PanelSchema.nullable(),
    inverter: InverterSchema.nullable().default(null),
    panelArrays: PanelArraysSchema,
    financeOption: FinanceOptionSchema.nullable(),
    incentives: boundedList(IncentiveEntrySchema, 'incentives').default([]),
    customAdders: boundedList(AdderSchema, 'adders').default([]),
    siteSettings: SiteSettingsSchema.nullable().default(null),
    /** Name of the chosen roof type; null = the first (default) roof type. */
    roofType: boundedText('name').nullable().default(null),
    /** The details' EPC target, used when no proposal EPC has been set. */
    epc: epc.default(0),
    proposalEpc: epc.nullable().default(null),
    /** Red line: the base EPC the rep prices from (the PRICING section). */
    baseEpc: epc.nullable().default(null),
    hasManualProposalEpc: z.boolean().default(false),
    isRedLine: z.boolean().default(false),
    baselineOverride: epc.default(0),
    /** The rep's baseline from the lead lookup ($/W), before rounding; null if unknown. */
    baseline: epc.nullable().default(null),
    /** Commission split from the lookup; null = default (0.35, or 0.6 if setter is closer). */
    split: z.number().min(0).max(1).nullable().default(null),
    isLeadSetterCloser: z.boolean().default(false),
    annualEnergyRateEscalator: boundedNumber('percent')
      .nullable()
      .default(DEFAULT_ANNUAL_ENERGY_RATE_ESCALATOR),
    shadingReductionPct: boundedNumber('percent').default(0),
    outOfPocketCost: boundedNumber('money').default(0),
    /** Points adder, 0–15 points at $290 each. */
    points: z.int().min(0).max(15).default(0),
    isGroundMount: z.boolean().default(false),
    template: ProposalTemplateSchema.nullable().default(null),
  }),
);
/** The parsed scenario (defaults applied), as `computeProposal` takes it. */
export type ProposalScenario = z.infer<typeof ProposalScenarioSchema>;
/** The scenario as a client may send it (optional fields may be left out). */
export type ProposalScenarioInput = z.input<typeof ProposalScenarioSchema>;

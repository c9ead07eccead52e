import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';
import { boundedInt, boundedList, boundedNumber, boundedText } from '../bounds';
import { AdderSchema } from '../../catalogue/adder.schema';
import { PaymentPlanSchema } from '../../catalogue/power-company.schema';
import { ProductionSourceInfoSchema } from '../../production/production-estimate.schema';
import { ProposalFiguresSchema } from '../../proposal/proposal-figures.schema';
import { ProposalTemplateSchema } from '../../proposal/proposal-template.schema';
import {
  DEFAULT_ANNUAL_ENERGY_RATE_ESCALATOR,
  ProposalDetailsSchema,
  ProposalSchema,
} from '../../proposal/proposal.schema';

/** Points slider of the proposal editor (spec 3 §2, §9): 0–15 points at $290 each. */
export const MAX_PROPOSAL_POINTS = 15;

/**
 * The details snapshot as stored: the spec's fields plus the pre-solar plan the pre-solar bill is
 * priced with (null = the customer's current details' plan) and where the arrays' per-panel
 * production came from (set by the server on every save, issue 31; absent on older proposals).
 */
export const ProposalRecordDetailsSchema = lazySchema(() =>
  ProposalDetailsSchema.extend({
    preSolarPlan: PaymentPlanSchema.nullable().default(null),
    productionSource: ProductionSourceInfoSchema.optional(),
  }),
);
export type ProposalRecordDetails = z.infer<typeof ProposalRecordDetailsSchema>;

/**
 * A stored proposal: the spec's Proposal plus the
 * editor's points and roof type, the optimistic-lock `version` (PUT must echo it) and
 * `updatedAt` (ISO 8601). Every priced figure is the server's own computation.
 */
export const ProposalRecordSchema = lazySchema(() =>
  ProposalSchema.extend({
    details: ProposalRecordDetailsSchema,
    points: z.int().min(0).max(MAX_PROPOSAL_POINTS),
    /** Roof type chosen by name from the site settings; null = the default (first) roof type. */
    roofType: z.string().nullable(),
    version: z.int().nonnegative(),
    updatedAt: z.string(),
  }),
);
export type ProposalRecord = z.infer<typeof ProposalRecordSchema>;

/**
 * One proposal as GET /api/Proposals/{id}, PUT and the agreement call answer it: the record, the
 * figures computed when it was saved (projection, incentives, initial period … for the deck),
 * and the Create Agreement gating worked out now with the rep's current baseline:
 * `agreementBlockers` ('EPC too low', 'This is a redline proposal') and `warnings` (the
 * commission deduction warning).
 */
export const ProposalViewSchema = lazySchema(() =>
  ProposalRecordSchema.extend({
    figures: ProposalFiguresSchema,
    warnings: z.array(z.string()),
    agreementBlockers: z.array(z.string()),
  }),
);
export type ProposalView = z.infer<typeof ProposalViewSchema>;

/**
 * What a client may send when saving. Figures (totalSystemCost, loanMonthlyPayment …),
 * proposalNumber, createdBy, dateCreated and isContractGenerated are not part of it: any sent
 * are dropped, and the server computes or sets them. `proposalEpc` null = priced from the EPC
 * target; `baseEpc` is read on red-line proposals only (the PRICING section).
 */
export const ProposalInputSchema = lazySchema(() =>
  z.object({
    description: boundedText('note').trim().default(''),
    template: ProposalTemplateSchema.nullable(),
    details: ProposalRecordDetailsSchema,
    customAdders: boundedList(AdderSchema, 'adders').default([]),
    proposalEpc: boundedNumber('epc').nullable().default(null),
    baseEpc: boundedNumber('epc').nullable().default(null),
    hasManualProposalEpc: z.boolean().default(false),
    outOfPocketCost: boundedNumber('money').default(0),
    annualEnergyRateEscalator: boundedNumber('percent')
      .nullable()
      .default(DEFAULT_ANNUAL_ENERGY_RATE_ESCALATOR),
    points: z.int().min(0).max(MAX_PROPOSAL_POINTS).default(0),
    roofType: boundedText('name').nullable().default(null),
    roofImagePath: boundedText('path').default(''),
    /** The System Info drawing (JSON text, decision 0018): at most 64 kB. */
    roofImageDrawing: boundedText('roofImageDrawing').default(''),
    isGroundMount: z.boolean().default(false),
    isViewableByRep: z.boolean().default(false),
    isRedLine: z.boolean().default(false),
    baselineOverride: boundedNumber('epc').default(0),
  }),
);
export type ProposalInput = z.infer<typeof ProposalInputSchema>;

/** POST /api/Proposals (Generate Proposal; Save As New Proposal posts a copy with an empty id). */
export const CreateProposalInputSchema = lazySchema(() =>
  ProposalInputSchema.extend({
    customerId: z.uuid(),
    id: z.literal('').optional(),
  }),
);
export type CreateProposalInput = z.infer<typeof CreateProposalInputSchema>;
export type CreateProposalRequest = z.input<typeof CreateProposalInputSchema>;

/** Reply of POST /api/Proposals (spec 3 §7). */
export const CreateProposalResponseSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    proposalNumber: z.int().min(1),
  }),
);
export type CreateProposalResponse = z.infer<typeof CreateProposalResponseSchema>;

/** PUT /api/Proposals: the whole proposal at the version read (stale → 409). */
export const UpdateProposalInputSchema = lazySchema(() =>
  ProposalInputSchema.extend({
    id: z.uuid(),
    version: boundedInt('version'),
  }),
);
export type UpdateProposalInput = z.infer<typeof UpdateProposalInputSchema>;
export type UpdateProposalRequest = z.input<typeof UpdateProposalInputSchema>;

export const ProposalIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));
export const CustomerProposalsParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));

/** Page size of GET /api/customers/{id}/Proposals: 50 unless asked, at most 100. */
export const DEFAULT_PROPOSAL_PAGE_SIZE = 50;
export const MAX_PROPOSAL_PAGE_SIZE = 100;

/**
 * Query of GET /api/customers/{id}/Proposals: `limit` proposals (1–100, default 50) from
 * `offset` (0-based) in newest-number-first order. `onlyViewableByRep=true` narrows the list to
 * the proposals shared with reps (the rep view); users without PB_MANAGE_CUSTOMERS only ever
 * get those.
 */
export const CustomerProposalsQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_PROPOSAL_PAGE_SIZE)
      .default(DEFAULT_PROPOSAL_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    onlyViewableByRep: z.enum(['true', 'false']).default('false'),
  }),
);
export type CustomerProposalsQuery = z.infer<typeof CustomerProposalsQuerySchema>;

/**
 * One proposal in a customer's list: what the list card shows (number, description, author,
 * date, size, cost, flags) and what its actions need. The drawing, the details snapshot and the
 * figures stay out (a drawing alone may be megabytes): GET /api/Proposals/{id} has them.
 */
export const ProposalSummarySchema = lazySchema(() =>
  ProposalRecordSchema.pick({
    id: true,
    customerId: true,
    proposalNumber: true,
    description: true,
    createdBy: true,
    dateCreated: true,
    systemSize: true,
    totalSystemCost: true,
    isContractGenerated: true,
    isViewableByRep: true,
    isRedLine: true,
    isGroundMount: true,
    version: true,
    updatedAt: true,
  }),
);
export type ProposalSummary = z.infer<typeof ProposalSummarySchema>;

/** Reply of GET /api/customers/{id}/Proposals: one page and the count of all matches. */
export const CustomerProposalsResponseSchema = lazySchema(() =>
  z.object({
    items: z.array(ProposalSummarySchema),
    total: z.int().nonnegative(),
    limit: z.int().min(1),
    offset: z.int().nonnegative(),
  }),
);
export type CustomerProposalsResponse = z.infer<typeof CustomerProposalsResponseSchema>;

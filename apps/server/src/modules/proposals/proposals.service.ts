import {
  CUSTOMER_MESSAGES,
  PROPOSAL_MESSAGES as M,
  ProposalFiguresSchema,
  ProposalRecordSchema,
  type CreateProposalInput,
  type CreateProposalResponse,
  type CustomerProposalsQuery,
  type CustomerProposalsResponse,
  type ProposalHoursResponse,
  type ProposalView,
  type UpdateProposalInput,
} from '@pb/core';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { assertStorable } from '../../lib/storable';
import type { AuthUser } from '../../plugins/access-control';
import { assertCustomerReachable, requireReachableCustomer } from '../customers/customer-access';
import type { DocumentProvider } from '../../integrations/documents/document-provider';
import type { LeadLookupDeps } from '../leads/lead-baseline';
import {
  assertOfferedByInstaller,
  assertSavable,
  loadPricingContext,
  loadViewContext,
  priceProposalFigures,
  pricingInputOf,
  type PricingContext,
  type PricingInput,
} from './proposal-pricing';
import { loadHourlyPricing, proposalHours } from './proposal-hourly';
import {
  agreementGating,
  assertCanConvertToRedLine,
  assertCanSee,
  assertCanSetBaselineOverride,
  assertCanSetManualEpc,
  assertNotLeavingRedLine,
  fullName,
  isManager,
} from './proposal-rules';
import {
  findProposalRow,
  insertProposalRow,
  listCustomerProposalPage,
  toProposalRecord,
  updateProposalRow,
  type ProposalRow,
  type ProposalValues,
} from './proposals.repository';
import { resolveSentIncentives } from '../catalogue/incentives/resolve-sent-incentives';
import { resolveProposalUtility } from './resolve-utility';
import { withServerProduction, type ProductionDeps } from './proposal-production';
import { assertSignedPriceKept } from './signed-price';
import {
  assertKnownSnapshots,
  knownIncentivesIn,
  loadStoredSnapshots,
  type StoredSnapshots,
} from './snapshot-provenance';

const stale = () => new AppError('CONFLICT', M.staleProposal);

/** What a proposal row reads back as: its record and the figures of its view. */
const StoredProposalSchema = z.object({
  record: ProposalRecordSchema,
  figures: ProposalFiguresSchema,
});

/** 422 before the write when the row would hold a non-finite or out-of-range value (0028). */
function assertStorableProposal(row: ProposalRow): void {
  assertStorable(row, StoredProposalSchema, {
    record: toProposalRecord(row),
    figures: row.figures,
  });
}

/** The row an insert would store, for the check (number, id and times are placeholders). */
const newRow = (values: ProposalValues): ProposalRow =>
  ({
    ...values,
    id: '00000000-0000-4000-8000-000000000000',
    proposalNumber: 1,
    version: 0,
    dateCreated: new Date(0),
    createdAt: new Date(0),
    updatedAt: new Date(0),
  }) as ProposalRow;

/**
 * The save's input with its incentives resolved from the catalogue (only rep-editable values
 * are read from the client; Custom incentives need PB_MANAGE_ADMIN_ITEMS unless already known
 * for this customer), and its power company and plans resolved by id (resolve-utility.ts).
 */
async function withResolvedIncentives<T extends PricingInput>(
  db: Db,
  user: AuthUser,
  stored: StoredSnapshots,
  input: T,
): Promise<T> {
  const known = knownIncentivesIn(stored);
  const incentives = await resolveSentIncentives(
    db,
    user.capabilities,
    input.details.incentives,
    known,
    'body.details.incentives',
  );
  const utility = await resolveProposalUtility(db, stored, input.details);
  return { ...input, details: { ...input.details, ...utility, incentives } };
}

/** Prices a save (422 on a blocking message) and returns the columns the engine decides. */
function pricedValues(ctx: PricingContext, input: PricingInput) {
  assertOfferedByInstaller(input.details, ctx.installer);
  const { figures, roofType, preSolarPlan, panelArrays } = priceProposalFigures(ctx, input);
  assertSavable(figures);
  return {
    template: input.template,
    details: {
      ...input.details,
      panelArrays,
      preSolarPlan,
      incentives: figures.incentives,
      preSolarMonthlyBill: figures.preSolarMonthlyBill,
    },
    customAdders: figures.customAdders,
    baseEpc: figures.baseEpc,
    proposalEpc: figures.proposalEpc,
    hasManualProposalEpc: input.hasManualProposalEpc,
    totalSystemCost: figures.totalSystemCost,
    outOfPocketCost: figures.outOfPocketCost,
    annualEnergyRateEscalator: input.annualEnergyRateEscalator,
    systemSize: figures.systemSize,
    loanMonthlyPayment: figures.loanMonthlyPayment,
    proposalPostSolarMonthlyBill: figures.proposalPostSolarMonthlyBill,
    thirtyYearCostOfElectric: figures.thirtyYearCostOfElectric,
    thirtyYearNetSavings: figures.thirtyYearNetSavings,
    monthlySavings: figures.monthlySavings,
    totalAnnualProduction: figures.totalAnnualProduction,
    points: input.points,
    roofType,
    isGroundMount: input.isGroundMount,
    isRedLine: input.isRedLine,
    baselineOverride: input.baselineOverride,
    figures,
  } satisfies Partial<ProposalValues>;
}

/**
 * The record plus the figures of its last save, and the Create Agreement gating worked out now
 * (the rep's baseline may have changed since).
 */
function toView(user: AuthUser, row: ProposalRow, ctx: PricingContext): ProposalView {
  const current = priceProposalFigures(ctx, pricingInputOf(row)).figures;
  const gating = agreementGating(user, current, row.isRedLine, ctx.lead);
  return {
    ...toProposalRecord(row),
    figures: row.figures,
    warnings: gating.warnings,
    agreementBlockers: gating.blockers,
  };
}

/**
 * A proposal the caller may see: one hidden from the rep view, or of a customer out of the
 * caller's reach (customer-access.ts), answers 404 like a missing one. Every route keyed by a
 * proposal id (editor, deck, shares, roof image, onboarding) goes through here.
 */
export async function requireVisible(db: Db, user: AuthUser, id: string): Promise<ProposalRow> {
  const row = await findProposalRow(db, id);
  if (!row) throw notFound(M.proposalNotFound);
  assertCanSee(user, row);
  await assertCustomerReachable(db, user, row.customerId, M.proposalNotFound);
  return row;
}

/** POST /api/Proposals: Generate Proposal and Save As New Proposal. */
export async function createProposal(
  db: Db,
  deps: LeadLookupDeps & ProductionDeps,
  user: AuthUser,
  sent: CreateProposalInput,
): Promise<CreateProposalResponse> {
  await assertCustomerReachable(db, user, sent.customerId);
  const ctx = await loadPricingContext(db, deps, sent.customerId, sent.details);
  assertCanSetManualEpc(user, sent, null);
  assertCanSetBaselineOverride(user, sent.baselineOverride, 0);
  const stored = await loadStoredSnapshots(db, sent.customerId);
  const resolved = await withResolvedIncentives(db, user, stored, sent);
  if (resolved.isRedLine) assertCanConvertToRedLine(user, ctx.lead);
  await assertKnownSnapshots(db, stored, resolved.details);
  const details = await withServerProduction(db, deps, ctx.customer, resolved.details);
  const input = { ...resolved, details };
  const hourly = await loadHourlyPricing(db, deps, ctx, details);
  const values: ProposalValues = {
    ...pricedValues({ ...ctx, hourly }, input),
    customerId: input.customerId,
    description: input.description,
    createdBy: fullName(user),
    createdByUserId: user.id,
    roofImagePath: input.roofImagePath,
    roofImageDrawing: input.roofImageDrawing,
    isContractGenerated: false,
    isViewableByRep: isManager(user) ? input.isViewableByRep : true,
  };
  assertStorableProposal(newRow(values));
  const row = await insertProposalRow(db, values);
  if (!row) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  return { id: row.id, proposalNumber: row.proposalNumber };
}

/** PUT /api/Proposals: Preview Changes, Convert To Redline, visibility and description, drawing. */
export async function updateProposal(
  db: Db,
  deps: LeadLookupDeps & ProductionDeps,
  user: AuthUser,
  sent: UpdateProposalInput,
  documents: DocumentProvider,
): Promise<ProposalView> {
  const existing = await requireVisible(db, user, sent.id);
  if (existing.version !== sent.version) throw stale();
  assertNotLeavingRedLine(existing.isRedLine, sent.isRedLine);
  assertCanSetManualEpc(user, sent, existing);
  assertCanSetBaselineOverride(user, sent.baselineOverride, existing.baselineOverride);
  // One read of what the customer already stores serves the incentive and snapshot checks.
  const stored = await loadStoredSnapshots(db, existing.customerId);
  const ctx = await loadPricingContext(db, deps, existing.customerId, sent.details);
  const resolved = await withResolvedIncentives(db, user, stored, sent);
  const isConverting = !existing.isRedLine && resolved.isRedLine;
  if (isConverting) assertCanConvertToRedLine(user, ctx.lead);
  await assertKnownSnapshots(db, stored, resolved.details);
  const details = await withServerProduction(db, deps, ctx.customer, resolved.details);
  const input = { ...resolved, details };
  const hourly = await loadHourlyPricing(db, deps, ctx, details);
  const changes = {
    ...pricedValues({ ...ctx, hourly }, input),
    description: isConverting ? '' : input.description,
    createdBy: isConverting ? fullName(user) : existing.createdBy,
    roofImagePath: input.roofImagePath,
    roofImageDrawing: input.roofImageDrawing,
    isViewableByRep: isManager(user) ? input.isViewableByRep : existing.isViewableByRep,
  };
  assertStorableProposal({ ...existing, ...changes });
  await assertSignedPriceKept(db, documents, deps.log, existing, changes);
  const row = await updateProposalRow(db, existing.id, input.version, changes);
  if (!row) throw stale();
  return toView(user, row, ctx);
}

/** GET /api/Proposals/{id}. */
export async function getProposal(
  db: Db,
  deps: LeadLookupDeps,
  user: AuthUser,
  id: string,
): Promise<ProposalView> {
  const row = await requireVisible(db, user, id);
  return toView(user, row, await loadViewContext(db, deps, row));
}

/** GET /api/Proposals/{id}/hours (decision 0061): what the editor prices an hourly plan from. */
export async function getProposalHours(
  db: Db,
  deps: ProductionDeps,
  user: AuthUser,
  id: string,
): Promise<ProposalHoursResponse> {
  return proposalHours(db, deps, await requireVisible(db, user, id));
}

/**
 * GET /api/customers/{id}/Proposals: one page of summaries, newest number first. Users without
 * PB_MANAGE_CUSTOMERS see the rep-viewable ones only; anyone may ask for just those (the rep view).
 */
export async function listCustomerProposals(
  db: Db,
  user: AuthUser,
  customerId: string,
  query: CustomerProposalsQuery,
): Promise<CustomerProposalsResponse> {
  await requireReachableCustomer(db, user, customerId);
  const isRepViewOnly = !isManager(user) || query.onlyViewableByRep === 'true';
  const page = await listCustomerProposalPage(db, customerId, {
    isRepViewOnly,
    limit: query.limit,
    offset: query.offset,
  });
  return { ...page, limit: query.limit, offset: query.offset };
}

/**
 * POST /api/Proposals/{id}/agreement (Create Agreement): refused with 422 'EPC too low' or
 * 'This is a redline proposal' (spec 3 §5); the onboarding tab opens when it passes.
 */
export async function createAgreement(
  db: Db,
  deps: LeadLookupDeps,
  user: AuthUser,
  id: string,
): Promise<ProposalView> {
  const row = await requireVisible(db, user, id);
  const ctx = await loadViewContext(db, deps, row);
  const view = toView(user, row, ctx);
  if (view.agreementBlockers.length > 0) {
    throw new AppError(
      'UNPROCESSABLE',
      view.agreementBlockers[0]!,
      view.agreementBlockers.map((message) => ({ path: 'proposal', message })),
    );
  }
  // isContractGenerated is set only when an agreement document is really created
  // (modules/contracts, Generate Agreement); this call only checks the gating.
  return view;
}

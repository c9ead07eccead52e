import {
  CUSTOMER_MESSAGES,
  PROPOSAL_MESSAGES as M,
  type CreateProposalInput,
  type CreateProposalResponse,
  type ProposalRecord,
  type ProposalView,
  type UpdateProposalInput,
} from '@pb/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import { findCustomerRow } from '../customers/customers.repository';
import type { LeadLookupDeps } from '../leads/lead-baseline';
import {
  assertOfferedByInstaller,
  assertSavable,
  loadPricingContext,
  priceProposalFigures,
  type PricingContext,
  type PricingInput,
} from './proposal-pricing';
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
  listCustomerProposalRows,
  toProposalRecord,
  updateProposalRow,
  type ProposalRow,
  type ProposalValues,
} from './proposals.repository';
import { resolveSentIncentives } from '../catalogue/incentives/resolve-sent-incentives';
import { assertKnownSnapshots, knownIncentiveEntries } from './snapshot-provenance';

const stale = () => new AppError('CONFLICT', M.staleProposal);

/**
 * The save's input with its incentives resolved from the catalogue (only rep-editable values
 * are read from the client; Custom incentives need PB_MANAGE_ADMIN_ITEMS unless already known
 * for this customer).
 */
async function withResolvedIncentives<T extends PricingInput>(
  db: Db,
  user: AuthUser,
  customerId: string,
  input: T,
): Promise<T> {
  const known = await knownIncentiveEntries(db, customerId);
  const incentives = await resolveSentIncentives(
    db,
    user.capabilities,
    input.details.incentives,
    known,
    'body.details.incentives',
  );
  return { ...input, details: { ...input.details, incentives } };
}

/** Prices a save (422 on a blocking message) and returns the columns the engine decides. */
function pricedValues(ctx: PricingContext, input: PricingInput) {
  assertOfferedByInstaller(input.details, ctx.installer);
  const { figures, roofType, preSolarPlan } = priceProposalFigures(ctx, input);
  assertSavable(figures);
  return {
    template: input.template,
    details: {
      ...input.details,
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

/** The stored proposal as the engine reads it. */
const pricingInputOf = (row: ProposalRow): PricingInput => ({
  details: row.details,
  customAdders: row.customAdders,
  proposalEpc: row.proposalEpc,
  baseEpc: row.baseEpc,
  hasManualProposalEpc: row.hasManualProposalEpc,
  isRedLine: row.isRedLine,
  baselineOverride: row.baselineOverride,
  annualEnergyRateEscalator: row.annualEnergyRateEscalator,
  outOfPocketCost: row.outOfPocketCost,
  points: row.points,
  isGroundMount: row.isGroundMount,
  template: row.template,
  roofType: row.roofType,
});

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

export async function requireVisible(db: Db, user: AuthUser, id: string): Promise<ProposalRow> {
  const row = await findProposalRow(db, id);
  if (!row) throw notFound(M.proposalNotFound);
  assertCanSee(user, row);
  return row;
}

/** POST /api/Proposals: Generate Proposal and Save As New Proposal. */
export async function createProposal(
  db: Db,
  deps: LeadLookupDeps,
  user: AuthUser,
  sent: CreateProposalInput,
): Promise<CreateProposalResponse> {
  const ctx = await loadPricingContext(db, deps, sent.customerId, sent.details);
  assertCanSetManualEpc(user, sent, null);
  assertCanSetBaselineOverride(user, sent.baselineOverride, 0);
  const input = await withResolvedIncentives(db, user, sent.customerId, sent);
  if (input.isRedLine) assertCanConvertToRedLine(user, ctx.lead);
  await assertKnownSnapshots(db, input.customerId, input.details);
  const row = await insertProposalRow(db, {
    ...pricedValues(ctx, input),
    customerId: input.customerId,
    description: input.description,
    createdBy: fullName(user),
    createdByUserId: user.id,
    roofImagePath: input.roofImagePath,
    roofImageDrawing: input.roofImageDrawing,
    isContractGenerated: false,
    isViewableByRep: isManager(user) ? input.isViewableByRep : true,
  });
  if (!row) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  return { id: row.id, proposalNumber: row.proposalNumber };
}

/** PUT /api/Proposals: Preview Changes, Convert To Redline, visibility and description, drawing. */
export async function updateProposal(
  db: Db,
  deps: LeadLookupDeps,
  user: AuthUser,
  sent: UpdateProposalInput,
): Promise<ProposalView> {
  const existing = await requireVisible(db, user, sent.id);
  if (existing.version !== sent.version) throw stale();
  assertNotLeavingRedLine(existing.isRedLine, sent.isRedLine);
  assertCanSetManualEpc(user, sent, existing);
  assertCanSetBaselineOverride(user, sent.baselineOverride, existing.baselineOverride);
  const input = await withResolvedIncentives(db, user, existing.customerId, sent);
  const ctx = await loadPricingContext(db, deps, existing.customerId, input.details);
  const isConverting = !existing.isRedLine && input.isRedLine;
  if (isConverting) assertCanConvertToRedLine(user, ctx.lead);
  await assertKnownSnapshots(db, existing.customerId, input.details);
  const row = await updateProposalRow(db, existing.id, input.version, {
    ...pricedValues(ctx, input),
    description: isConverting ? '' : input.description,
    createdBy: isConverting ? fullName(user) : existing.createdBy,
    roofImagePath: input.roofImagePath,
    roofImageDrawing: input.roofImageDrawing,
    isViewableByRep: isManager(user) ? input.isViewableByRep : existing.isViewableByRep,
  });
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

/** GET /api/customers/{id}/Proposals: newest number first; the rep view sees the viewable ones. */
export async function listCustomerProposals(
  db: Db,
  user: AuthUser,
  customerId: string,
): Promise<ProposalRecord[]> {
  if (!(await findCustomerRow(db, customerId))) throw notFound(CUSTOMER_MESSAGES.customerNotFound);
  return (await listCustomerProposalRows(db, customerId, !isManager(user))).map(toProposalRecord);
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

/**
 * Context for re-pricing a stored proposal. An installer deleted since the save does not make the
 * proposal unreadable: it is priced without the installer's base template and state adder.
 */
async function loadViewContext(
  db: Db,
  deps: LeadLookupDeps,
  row: ProposalRow,
): Promise<PricingContext> {
  try {
    return await loadPricingContext(db, deps, row.customerId, row.details);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'UNPROCESSABLE') throw err;
    return loadPricingContext(db, deps, row.customerId, { ...row.details, installerId: null });
  }
}

import {
  hasCapability,
  MONEY_RULE_MESSAGES,
  PROPOSAL_MESSAGES as M,
  repBaseline,
  type ProposalFigures,
} from '@pb/core';
import { AppError, badRequest, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/access-control';
import type { LeadBaseline } from '../leads/lead-baseline';

/**
 * Who may do what with proposals (spec 3 §4, §5, §6; docs/decisions on proposals access):
 * - Managers (PB_MANAGE_CUSTOMERS) see and edit every proposal and choose isViewableByRep.
 * - Everyone else (closers, reps) works from the rep view and the proposal link: they see and
 *   edit only proposals flagged isViewableByRep, and what they create is flagged so.
 */
export const isManager = (user: AuthUser) =>
  hasCapability(user.capabilities, 'PB_MANAGE_CUSTOMERS');

export const fullName = (user: AuthUser) => `${user.firstName} ${user.lastName}`.trim();

/** A proposal hidden from the caller answers 404, like a missing one (no existence leak). */
export function assertCanSee(user: AuthUser, proposal: { isViewableByRep: boolean }): void {
  if (!isManager(user) && !proposal.isViewableByRep) throw notFound(M.proposalNotFound);
}

/** The rep's baseline from the lead ($/W, 4 decimals); 0 when unknown. */
export const baselineOf = (lead: LeadBaseline) => repBaseline(lead.redline) ?? 0;

/**
 * Red-line conversion (spec 3 §4 "Red line"): Convert to Redline needs PB_MANAGE_CUSTOMERS or
 * PB_RED_LINE; the automatic conversion applies to anyone when the customer's lead has a
 * positive baseline.
 */
export function assertCanConvertToRedLine(user: AuthUser, lead: LeadBaseline): void {
  const caps = user.capabilities;
  if (hasCapability(caps, 'PB_MANAGE_CUSTOMERS') || hasCapability(caps, 'PB_RED_LINE')) return;
  if (baselineOf(lead) > 0) return;
  throw new AppError('FORBIDDEN', M.redLineNotAllowed);
}

/** No way back from red line (spec 3 §4). */
export function assertNotLeavingRedLine(wasRedLine: boolean, isRedLine: boolean): void {
  if (wasRedLine && !isRedLine)
    throw badRequest(M.redLineNoWayBack, [{ path: 'body.isRedLine', message: M.redLineNoWayBack }]);
}

/**
 * Manual final EPC needs PB_CAN_REMOVE_EPC_CONSTRAINTS (spec 3 §5) when it is set or its value
 * changes; others may keep saving a proposal whose manual EPC someone allowed to set.
 */
export function assertCanSetManualEpc(
  user: AuthUser,
  input: { hasManualProposalEpc: boolean; proposalEpc: number | null },
  existing: { hasManualProposalEpc: boolean; proposalEpc: number } | null,
): void {
  if (
    !input.hasManualProposalEpc ||
    hasCapability(user.capabilities, 'PB_CAN_REMOVE_EPC_CONSTRAINTS')
  )
    return;
  const isUnchanged =
    existing !== null &&
    existing.hasManualProposalEpc &&
    input.proposalEpc === existing.proposalEpc;
  if (!isUnchanged) throw new AppError('FORBIDDEN', M.manualEpcNotAllowed);
}

/**
 * The Lower Bound Override lowers the floor a proposal is priced against (spec 3 §4 "Red line"),
 * so setting or changing it needs PB_MANAGE_CUSTOMERS or PB_RED_LINE (spec 2 §6, spec 3 §6);
 * others may keep saving a proposal with the override someone allowed to set.
 */
export function assertCanSetBaselineOverride(
  user: AuthUser,
  baselineOverride: number,
  existingOverride: number,
): void {
  const caps = user.capabilities;
  if (baselineOverride === existingOverride) return;
  if (hasCapability(caps, 'PB_MANAGE_CUSTOMERS') || hasCapability(caps, 'PB_RED_LINE')) return;
  throw new AppError('FORBIDDEN', MONEY_RULE_MESSAGES.baselineOverrideNotAllowed, [
    { path: 'body.baselineOverride', message: MONEY_RULE_MESSAGES.baselineOverrideNotAllowed },
  ]);
}

export interface AgreementGating {
  /** Reasons Create Agreement is refused: 'EPC too low', 'This is a redline proposal'. */
  blockers: string[];
  /** The commission deduction warning. */
  warnings: string[];
}

/**
 * Create Agreement gating (spec 3 §5): EPC too low; a red-line proposal while the baseline is 0
 * for a user without PB_RED_LINE and PB_MANAGE_CUSTOMERS; the commission warning when the
 * baseline-derived minimum exceeds baseEpc.
 */
export function agreementGating(
  user: AuthUser,
  figures: Pick<ProposalFigures, 'isEpcTooLow' | 'hasCommissionWarning'>,
  isRedLine: boolean,
  lead: LeadBaseline,
): AgreementGating {
  const blockers: string[] = [];
  if (figures.isEpcTooLow) blockers.push(M.epcTooLow);
  const caps = user.capabilities;
  const isPrivileged =
    hasCapability(caps, 'PB_RED_LINE') || hasCapability(caps, 'PB_MANAGE_CUSTOMERS');
  if (isRedLine && baselineOf(lead) === 0 && !isPrivileged) blockers.push(M.redLineProposal);
  return { blockers, warnings: figures.hasCommissionWarning ? [M.commissionDeduction] : [] };
}

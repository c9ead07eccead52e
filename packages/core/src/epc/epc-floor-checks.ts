import { type Percent, type UsdPerWatt } from '../units';
import { redLineBaseEpc } from './base-epc';
import { redLineLowerBound, standardLowerBound } from './baseline';

/** Float guard for comparisons at a bound. */
const EPSILON = 1e-9;

export interface EpcFloorInput {
  isRedLine: boolean;
  proposalEpc: UsdPerWatt;
  baseEpc: UsdPerWatt;
  addersPerWatt: UsdPerWatt;
  financeFee: Percent;
  /** Baseline of the lower bound (override, rep's, or 2.6). */
  baseline: UsdPerWatt;
  /** Whether a real baseline is known (override or the rep's), for the commission warning. */
  hasKnownBaseline: boolean;
}

/**
 * 'EPC too low' (Create Agreement disabled): red line — baseEpc below baseline + 0.1; standard —
 * proposalEpc below the standard lower bound. Exactly at the bound is not too low.
 */
export function isEpcTooLow(input: EpcFloorInput): boolean {
  if (input.isRedLine) return input.baseEpc < redLineLowerBound(input.baseline) - EPSILON;
  const bound = standardLowerBound(input.baseline, input.addersPerWatt);
  return input.proposalEpc < bound - EPSILON;
}

/**
 * The commission warning ('ATTN: Selling at this price could cause a deduction in future
 * commissions.'): the baseline-derived minimum (baseline + 0.1) exceeds the base EPC net of the
 * finance fee and adders, i.e. proposalEpc × (1 − fee/100) − addersPerWatt. Only when a
 * baseline is known.
 */
export function hasCommissionWarning(input: EpcFloorInput): boolean {
  if (!input.hasKnownBaseline) return false;
  const net = redLineBaseEpc(input.proposalEpc, input.addersPerWatt, input.financeFee);
  return redLineLowerBound(input.baseline) > net + EPSILON;
}

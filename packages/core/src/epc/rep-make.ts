import {
  type Fraction,
  type Kw,
  type Percent,
  type Usd,
  type UsdPerWatt,
  fraction,
  usd,
  WATTS_PER_KW,
} from '../units';

/** Commission split defaults (spec 1 §9). */
export const DEFAULT_SPLIT = fraction(0.35);
export const SETTER_IS_CLOSER_SPLIT = fraction(0.6);

/** Split: the looked-up split when known, else 0.6 when the lead setter is the closer, else 0.35. */
export function commissionSplit(lookupSplit: number | null, isLeadSetterCloser: boolean): Fraction {
  if (lookupSplit !== null) return fraction(lookupSplit);
  return isLeadSetterCloser ? SETTER_IS_CLOSER_SPLIT : DEFAULT_SPLIT;
}

export interface RepMakeInput {
  totalSystemCost: Usd;
  systemSize: Kw;
  /** The rep's baseline (lead's redline, 4 decimals); null → rep make 0. */
  baseline: UsdPerWatt | null;
  financeFee: Percent;
  proposalEpc: UsdPerWatt;
  /** Adders other than month-based ones, $/W (incl. points). */
  addersPerWatt: UsdPerWatt;
  monthBasedAddersPerWatt: UsdPerWatt;
  /** The installer's adder for the customer's state, $/W. */
  stateAdderPerWatt: UsdPerWatt;
  split: Fraction;
}

/**
 * Estimated rep make (spec 3 §9):
 *
 *   make = split × ( total − 1000 × kW × (baseline + fee/100 × EPC + adders/W
 *                                          + monthAdders/W + stateAdder/W) )
 *
 * 0 when the baseline is missing. It may be negative (selling under the baseline).
 */
export function estimatedRepMake(input: RepMakeInput): Usd {
  if (input.baseline === null) return usd(0);
  const perWatt =
    input.baseline +
    (input.financeFee / 100) * input.proposalEpc +
    input.addersPerWatt +
    input.monthBasedAddersPerWatt +
    input.stateAdderPerWatt;
  return usd(input.split * (input.totalSystemCost - WATTS_PER_KW * input.systemSize * perWatt));
}

import { type Percent, type UsdPerWatt, usdPerWatt } from '../units';

/**
 * Standard base EPC (spec 2 §9): the proposal EPC less the adders spread per watt.
 *
 *   baseEpc = proposalEpc − addersPerWatt
 */
export function standardBaseEpc(proposalEpc: UsdPerWatt, addersPerWatt: UsdPerWatt): UsdPerWatt {
  return usdPerWatt(proposalEpc - addersPerWatt);
}

/**
 * Red-line base EPC (spec 2 §4, §9): the finance fee comes off first, then the adders.
 *
 *   baseEpc = proposalEpc × (1 − fee / 100) − addersPerWatt
 */
export function redLineBaseEpc(
  proposalEpc: UsdPerWatt,
  addersPerWatt: UsdPerWatt,
  financeFee: Percent,
): UsdPerWatt {
  return usdPerWatt(proposalEpc * (1 - financeFee / 100) - addersPerWatt);
}

/** Base EPC of either form. With a 0 % fee both forms agree. */
export function baseEpc(
  proposalEpc: UsdPerWatt,
  addersPerWatt: UsdPerWatt,
  financeFee: Percent,
  isRedLine: boolean,
): UsdPerWatt {
  return isRedLine
    ? redLineBaseEpc(proposalEpc, addersPerWatt, financeFee)
    : standardBaseEpc(proposalEpc, addersPerWatt);
}

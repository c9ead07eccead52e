import {
  type Kw,
  type Percent,
  type Usd,
  type UsdPerWatt,
  usdPerWatt,
  WATTS_PER_KW,
} from '../units';

/**
 * Proposal EPC from a base EPC (the pricing form; the inverse of `baseEpc`):
 *
 *   standard:  proposalEpc = baseEpc + addersPerWatt
 *   red line:  proposalEpc = (baseEpc + addersPerWatt) / (1 − fee / 100)
 */
export function proposalEpcFromBase(
  baseEpc: UsdPerWatt,
  addersPerWatt: UsdPerWatt,
  financeFee: Percent,
  isRedLine: boolean,
): UsdPerWatt {
  const epc = baseEpc + addersPerWatt;
  return usdPerWatt(isRedLine ? epc / (1 - financeFee / 100) : epc);
}

/**
 * The spec's other statement of the same price (spec 3 §4), with the adders in dollars:
 *
 *   EPC = (1000 × baseEpc × size + adders$) / size / 1000      [÷ (1 − fee/100) on red line]
 *
 * A 0 kW system counts as 1 kW. Equal to `proposalEpcFromBase` with adders$/(1000 × size).
 */
export function proposalEpcFromDollars(
  baseEpc: UsdPerWatt,
  adderDollars: Usd,
  size: Kw,
  financeFee: Percent,
  isRedLine: boolean,
): UsdPerWatt {
  const kw = size > 0 ? size : 1;
  const epc = (WATTS_PER_KW * baseEpc * kw + adderDollars) / kw / WATTS_PER_KW;
  return usdPerWatt(isRedLine ? epc / (1 - financeFee / 100) : epc);
}

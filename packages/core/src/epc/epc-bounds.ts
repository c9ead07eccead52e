import type { Adder } from '../catalogue/adder.schema';
import type { FinanceOption } from '../catalogue/finance-option.schema';
import { type Kw, type Usd, type UsdPerWatt, usd, usdPerWatt, usdToPerWatt } from '../units';

/** Tolerance on the upper EPC bound (spec 3 §5). */
export const EPC_UPPER_TOLERANCE = 0.00001;

/**
 * The custom adder that raises maxEpc on Loanpal/GoodLeap options (the spec leaves it
 * unnamed): storage, which these lenders finance outside the solar $/W cap.
 */
export const MAX_EPC_RAISING_ADDER = 'Emergency Battery Backup';

/** Finance options whose name starts with Loanpal or GoodLeap (case-insensitive). */
export function isMaxEpcRaisingLender(financeOptionName: string): boolean {
  return /^(loanpal|goodleap)/i.test(financeOptionName.trim());
}

/**
 * Effective maxEpc (spec 2 §5, spec 3 §5): for Loanpal/GoodLeap options carrying the battery
 * adder, maxEpc + adder$/W × (1 + fee/100). The adder's $/W is its epcAdder, or its dollars
 * spread over the system. A maxEpc of 0 means no upper bound and stays 0.
 */
export function effectiveMaxEpc(
  financeOption: Pick<FinanceOption, 'name' | 'maxEpc' | 'fee'>,
  adders: readonly Adder[],
  size: Kw,
): UsdPerWatt {
  if (financeOption.maxEpc <= 0) return usdPerWatt(0);
  const raising = isMaxEpcRaisingLender(financeOption.name)
    ? adders.find((a) => a.name === MAX_EPC_RAISING_ADDER)
    : undefined;
  if (!raising) return usdPerWatt(financeOption.maxEpc);
  const perWatt = raising.isEpcAdder ? raising.epcAdder : usdToPerWatt(usd(raising.adder), size);
  return usdPerWatt(financeOption.maxEpc + perWatt * (1 + financeOption.fee / 100));
}

export interface EpcBoundsStatus {
  isBelowMin: boolean;
  isAboveMax: boolean;
  /** Out of bounds and not exempt (a manually set proposal EPC is exempt). */
  isOutOfBounds: boolean;
}

/**
 * EPC bounds (spec 2 §5): invalid below minEpc or above maxEpc + 0.00001; exactly at either
 * bound is valid; maxEpc 0 = no upper bound. A manual proposal EPC is never out of bounds.
 */
export function epcBoundsStatus(
  epc: UsdPerWatt,
  minEpc: UsdPerWatt,
  maxEpc: UsdPerWatt,
  hasManualProposalEpc: boolean,
): EpcBoundsStatus {
  const isBelowMin = epc < minEpc;
  const isAboveMax = maxEpc > 0 && epc > maxEpc + EPC_UPPER_TOLERANCE;
  return {
    isBelowMin,
    isAboveMax,
    isOutOfBounds: !hasManualProposalEpc && (isBelowMin || isAboveMax),
  };
}

/**
 * Net system cost over the finance option's maxLoanAmount (0 = no limit):
 * 'Net System Cost is above the max of {maxLoanAmount}'.
 */
export function exceedsMaxLoanAmount(netCost: Usd, maxLoanAmount: Usd): boolean {
  return maxLoanAmount > 0 && netCost > maxLoanAmount;
}

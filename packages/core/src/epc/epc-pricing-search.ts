import { type UsdPerWatt, usdPerWatt, WATTS_PER_KW } from '../units';
import type { EpcPricingLimits } from './epc-pricing';

/** The spec's pricing search constants (spec 2 §9): start step 10, precision 0.00001. */
export const EPC_SEARCH_STEP = 10;
export const EPC_SEARCH_PRECISION = 0.00001;

/** Result of the spec's search with the number of checks it took. */
export interface EpcSearchResult {
  epc: UsdPerWatt;
  evaluations: number;
}

/**
 * The spec's stepped pricing search, kept as the reference `priceEpc` is tested and
 * benchmarked against. From 0, add the step while the EPC stays allowed (≤ target, ≤ maxEpc,
 * net cost ≤ maxLoanAmount), then divide the step by 10, down to 0.00001. It answers the
 * largest allowed EPC on the 0.00001 grid, at least minEpc.
 */
export function searchPricedEpc(target: UsdPerWatt, limits: EpcPricingLimits): EpcSearchResult {
  let evaluations = 0;
  const isAllowed = (epc: number) => {
    evaluations += 1;
    if (epc > target) return false;
    if (limits.maxEpc > 0 && epc > limits.maxEpc) return false;
    const net = WATTS_PER_KW * epc * limits.systemSize - limits.outOfPocket;
    return !(limits.maxLoanAmount > 0 && net > limits.maxLoanAmount);
  };
  let epc = 0;
  const levels = Math.round(Math.log10(EPC_SEARCH_STEP / EPC_SEARCH_PRECISION));
  for (let level = 0; level <= levels; level += 1) {
    const step = EPC_SEARCH_STEP / 10 ** level;
    while (isAllowed(epc + step)) epc += step;
  }
  return { epc: usdPerWatt(Math.max(limits.minEpc, epc)), evaluations };
}

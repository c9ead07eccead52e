import { type Kw, type Usd, type UsdPerWatt, usdPerWatt, WATTS_PER_KW } from '../units';

/** What caps the price: the effective maxEpc and the loan amount on the net cost. */
export interface EpcPricingLimits {
  /** Effective maxEpc, $/W; 0 = no cap. */
  maxEpc: UsdPerWatt;
  /** minEpc, $/W. */
  minEpc: UsdPerWatt;
  /** Finance option's maxLoanAmount, dollars; 0 = no cap. */
  maxLoanAmount: Usd;
  outOfPocket: Usd;
  systemSize: Kw;
}

/**
 * Highest EPC the finance option allows (closed form of the spec's pricing search):
 *
 *   cap = min( maxEpc,  (maxLoanAmount + outOfPocket) / (1000 × kW) )
 *
 * since the net cost 1000 × EPC × kW − outOfPocket must not exceed maxLoanAmount. Each term
 * applies only when its limit is above 0 (and kW > 0); no term → null (no cap).
 */
export function maxAllowedEpc(limits: EpcPricingLimits): UsdPerWatt | null {
  let cap = Infinity;
  if (limits.maxEpc > 0) cap = limits.maxEpc;
  if (limits.maxLoanAmount > 0 && limits.systemSize > 0) {
    cap = Math.min(
      cap,
      (limits.maxLoanAmount + limits.outOfPocket) / (WATTS_PER_KW * limits.systemSize),
    );
  }
  return Number.isFinite(cap) ? usdPerWatt(cap) : null;
}

/**
 * Price a target EPC into the finance option's bounds: min(target, cap), then at least minEpc
 * (minEpc wins when the loan cap is below it; the bound check then reports it).
 */
export function priceEpc(target: UsdPerWatt, limits: EpcPricingLimits): UsdPerWatt {
  const cap = maxAllowedEpc(limits);
  const capped = cap === null ? target : Math.min(target, cap);
  return usdPerWatt(Math.max(limits.minEpc, capped));
}

import { type UsdPerWatt, usdPerWatt } from '../units';

/** Baseline used when neither an override nor the rep's baseline is known, $/W (spec 2 §9). */
export const DEFAULT_BASELINE = usdPerWatt(2.6);
/** The red-line lower bound sits this far above the baseline, $/W. */
export const LOWER_BOUND_MARGIN = usdPerWatt(0.1);
/** The standard lower bound is never below this, $/W. */
export const STANDARD_LOWER_BOUND_FLOOR = usdPerWatt(3);

/** The rep's baseline: the lead's redline rounded to 4 decimals; null/≤0 → none. */
export function repBaseline(leadRedline: number | null): UsdPerWatt | null {
  if (leadRedline === null || !(leadRedline > 0)) return null;
  return usdPerWatt(Math.round(leadRedline * 10_000) / 10_000);
}

/**
 * Baseline the lower bound is measured from: baselineOverride when above 0, else the rep's
 * baseline, else the 2.6 $/W default.
 */
export function lowerBoundBaseline(
  baselineOverride: UsdPerWatt,
  rep: UsdPerWatt | null,
): UsdPerWatt {
  if (baselineOverride > 0) return baselineOverride;
  return rep ?? DEFAULT_BASELINE;
}

/** Red-line lower bound on the base EPC: baseline + 0.1 $/W. */
export function redLineLowerBound(baseline: UsdPerWatt): UsdPerWatt {
  return usdPerWatt(baseline + LOWER_BOUND_MARGIN);
}

/**
 * Standard lower bound on the proposal EPC, in the spec's words (spec 2 §9): "the adder-adjusted
 * value plus 0.1, at least 3" — the baseline plus the adders per watt, plus 0.1, and at least
 * 3 $/W:
 *
 *   lowerBound = max( 3, baseline + addersPerWatt + 0.1 )
 *
 * The finance fee is not divided out: a standard proposal's EPC is base + adders (no fee in its
 * pricing form), so dividing by (1 − fee) put the floor at 3.25–3.81 $/W with the demo lenders
 * and called the recommended 3.50 'EPC too low' at once (issue 9, decision 0010).
 */
export function standardLowerBound(baseline: UsdPerWatt, addersPerWatt: UsdPerWatt): UsdPerWatt {
  const adjusted = baseline + addersPerWatt;
  return usdPerWatt(Math.max(STANDARD_LOWER_BOUND_FLOOR, adjusted + LOWER_BOUND_MARGIN));
}

import { type Usd, usd } from '../units';

/** Rounding offset of the out-of-pocket figure (spec 2 §9). */
export const OUT_OF_POCKET_ROUNDING_OFFSET = 0.49;

/**
 * Out-of-pocket cost: a cash deal pays the whole total; otherwise the entered down payment,
 * rounded to whole dollars with the .49 offset — round(x + 0.49), i.e. up unless the fraction
 * is under a cent — and kept within 0 … total.
 */
export function outOfPocketCost(entered: Usd, total: Usd, isCash: boolean): Usd {
  if (isCash) return usd(Math.max(0, total));
  const rounded = Math.round(Math.max(0, entered) + OUT_OF_POCKET_ROUNDING_OFFSET);
  return usd(Math.min(Math.max(0, total), rounded));
}

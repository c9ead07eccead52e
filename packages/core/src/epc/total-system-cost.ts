import { type Kw, type Usd, type UsdPerWatt, usd, WATTS_PER_KW } from '../units';

/**
 * Total system cost (spec 2 §9, spec 3 §9): 1000 × EPC × kW, floored at 0 and then down to
 * whole dollars (Generate Proposal floors the total). A micro-dollar guard keeps products like
 * 1000 × 3.1 × 6.4 = 19839.999999999996 at 19840.
 */
export function totalSystemCost(epc: UsdPerWatt, size: Kw): Usd {
  const exact = WATTS_PER_KW * epc * size;
  if (!(exact > 0)) return usd(0);
  return usd(Math.floor(exact + 1e-6));
}

/** Net system cost: total − out-of-pocket (what is financed). */
export function netSystemCost(total: Usd, outOfPocket: Usd): Usd {
  return usd(total - outOfPocket);
}

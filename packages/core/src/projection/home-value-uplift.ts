import { type Kw, type Usd, type UsdPerWatt, perWattToUsd, usdPerWatt } from '../units';

/** Home value uplift per watt of solar (spec 3 §9). */
export const HOME_VALUE_UPLIFT_PER_WATT: UsdPerWatt = usdPerWatt(4);

/** Home value uplift shown on the deck: 1000 × kW × 4 $/W. */
export function homeValueUplift(size: Kw): Usd {
  return perWattToUsd(HOME_VALUE_UPLIFT_PER_WATT, size);
}

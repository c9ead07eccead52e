import type { Tier } from '../catalogue/power-company.schema';

/** True when the tiers are already in `upToKwh` order (the engine then skips sorting). */
export function areTiersSorted(tiers: readonly Tier[]): boolean {
  for (let i = 1; i < tiers.length; i += 1) {
    if (tiers[i]!.upToKwh < tiers[i - 1]!.upToKwh) return false;
  }
  return true;
}

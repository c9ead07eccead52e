import type { Tier } from '../catalogue/power-company.schema';

/**
 * Tiers kept sorted by `upToKwh` and renumbered from 1 (spec 2 §2 Plan dialog). Returns a new
 * array; the input is not changed. Sorting is stable, so equal limits keep their order.
 */
export function sortTiers(tiers: readonly Tier[]): Tier[] {
  return [...tiers]
    .sort((a, b) => a.upToKwh - b.upToKwh)
    .map((tier, index) => ({ ...tier, tierNumber: index + 1 }));
}

/** True when the tiers are already in `upToKwh` order (the engine then skips sorting). */
export function areTiersSorted(tiers: readonly Tier[]): boolean {
  for (let i = 1; i < tiers.length; i += 1) {
    if (tiers[i]!.upToKwh < tiers[i - 1]!.upToKwh) return false;
  }
  return true;
}

import type { Tier } from '../../catalogue/power-company.schema';

/** Tiers sorted by upToKwh and renumbered from 1 (spec 2 §2 Plan dialog). */
export function sortTiers(tiers: readonly Omit<Tier, 'tierNumber'>[]): Tier[] {
  return [...tiers]
    .sort((a, b) => a.upToKwh - b.upToKwh)
    .map((t, i) => ({ tierNumber: i + 1, upToKwh: t.upToKwh, cost: t.cost }));
}

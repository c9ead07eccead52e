import type { Tier } from '../catalogue/power-company.schema';
import { type Kwh, type Usd, usd } from '../units';
import { sortTiers } from '../api/catalogue/sort-tiers';
import { areTiersSorted } from './tiers';

/**
 * Energy charge of one month's usage on tiered rates:
 *
 *   charge(u) = Σ_k cost_k × (min(u, upTo_k) − upTo_{k−1})⁺,  upTo_0 = 0
 *
 * Usage beyond the last tier is charged at the last tier's cost (a new group's single tier
 * runs to 999 999 999 kWh, so this only matters for hand-made plans). No tiers → $0.
 */
export function tieredEnergyCharge(tiers: readonly Tier[], usage: Kwh): Usd {
  const sorted = areTiersSorted(tiers) ? tiers : sortTiers(tiers);
  let charge = 0;
  let lower = 0;
  for (const tier of sorted) {
    if (usage <= lower) return usd(charge);
    charge += (Math.min(usage, tier.upToKwh) - lower) * tier.cost;
    lower = tier.upToKwh;
  }
  const last = sorted[sorted.length - 1];
  if (last && usage > lower) charge += (usage - lower) * last.cost;
  return usd(charge);
}

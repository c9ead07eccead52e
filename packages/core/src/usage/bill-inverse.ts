import { MONTHS_PER_YEAR } from '../catalogue/months';
import type { AnyPaymentPlan, Tier } from '../catalogue/power-company.schema';
import { connectionFee, groupsByMonth } from '../bill/month-group-lookup';
import { areTiersSorted, sortTiers } from '../bill/tiers';
import { type Kwh, type Usd, kwh } from '../units';

interface SlopeChange {
  at: number;
  delta: number;
}

/**
 * Exact inverse of the average monthly bill (spec 3 §4 "Usage entry avgMonthlyBill").
 *
 * With annual usage u spread evenly (u/12 a month), the annual bill is
 *
 *   B(u) = Σ_m fee_m + Σ_m charge_m(u / 12)
 *
 * Each charge_m is piecewise linear in u with slope cost_k / 12 between the breakpoints
 * 12 × upTo_{k−1} and 12 × upTo_k, and costs are ≥ 0, so B is continuous, non-decreasing and
 * piecewise linear. We walk the merged breakpoints, find the segment where B reaches the
 * target 12 × monthlyBill and interpolate:
 *
 *   u = u₀ + (target − B(u₀)) / slope
 *
 * Returns the least usage whose bill equals the entered bill; 0 when the bill is at or below
 * the fixed fees alone; null when no usage reaches it (the bill stops rising: no tiers or all
 * costs 0 past some point).
 */
export function annualUsageForMonthlyBill(
  plan: AnyPaymentPlan | null,
  monthlyBill: Usd,
): Kwh | null {
  const target = monthlyBill * MONTHS_PER_YEAR;
  const groups = groupsByMonth(plan);
  let value = 0;
  let slope = 0;
  const changes: SlopeChange[] = [];
  for (const group of groups) {
    value += connectionFee(group);
    if (!group || group.tiers.length === 0) continue;
    const tiers: readonly Tier[] = areTiersSorted(group.tiers) ? group.tiers : sortTiers(group.tiers);
    slope += tiers[0]!.cost / MONTHS_PER_YEAR;
    for (let k = 1; k < tiers.length; k += 1) {
      const delta = (tiers[k]!.cost - tiers[k - 1]!.cost) / MONTHS_PER_YEAR;
      changes.push({ at: tiers[k - 1]!.upToKwh * MONTHS_PER_YEAR, delta });
    }
  }
  if (target <= value) return kwh(0);
  changes.sort((a, b) => a.at - b.at);
  let start = 0;
  for (const change of changes) {
    const valueAtEnd = value + slope * (change.at - start);
    if (valueAtEnd >= target) return kwh(start + (target - value) / slope);
    value = valueAtEnd;
    start = change.at;
    slope += change.delta;
  }
  return slope > 0 ? kwh(start + (target - value) / slope) : null;
}

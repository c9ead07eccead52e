import { sortTiers } from '../api/catalogue/sort-tiers';
import { areTiersSorted } from '../bill/tiers';
import { DEFAULT_CONNECTION_FEE } from '../bill/month-group-lookup';
import { MONTHS, MONTHS_PER_YEAR } from '../catalogue/months';
import type { AnyPaymentPlan, Tier } from '../catalogue/power-company.schema';
import { type Kwh, type Usd, kwh } from '../units';

const MONTH_BIT = new Map<string, number>(MONTHS.map((m, i) => [m, 1 << i]));

/**
 * Exact inverse of the average monthly bill (spec 3 §4 "Usage entry avgMonthlyBill").
 *
 * With annual usage u spread evenly (u/12 a month), the annual bill is
 *
 *   B(u) = Σ_m fee_m + Σ_m charge_m(u / 12)
 *
 * A group covering c months adds c × cost_k / 12 to the slope between the breakpoints
 * 12 × upTo_{k−1} and 12 × upTo_k; costs are ≥ 0, so B is continuous, non-decreasing and
 * piecewise linear. We walk the merged breakpoints, find the segment where B reaches the
 * target 12 × monthlyBill and interpolate:
 *
 *   u = u₀ + (target − B(u₀)) / slope
 *
 * Returns the least usage whose bill equals the entered bill; 0 when the bill is at or below
 * the fixed fees alone; null when no usage reaches it (the bill stops rising: no tiers or all
 * costs 0 past some point). A month listed by two groups belongs to the first, as in the bill.
 */
export function annualUsageForMonthlyBill(
  plan: AnyPaymentPlan | null,
  monthlyBill: Usd,
): Kwh | null {
  const target = monthlyBill * MONTHS_PER_YEAR;
  let value = 0;
  let slope = 0;
  let claimed = 0;
  let covered = 0;
  const at: number[] = [];
  const delta: number[] = [];
  for (const group of plan?.monthGroups ?? []) {
    let count = 0;
    for (const month of group.months) {
      const bit = MONTH_BIT.get(month) ?? 0;
      if (bit && !(claimed & bit)) {
        claimed |= bit;
        count += 1;
      }
    }
    if (count === 0) continue;
    covered += count;
    value += count * group.fixedCost;
    if (group.tiers.length === 0) continue;
    const tiers: readonly Tier[] = areTiersSorted(group.tiers)
      ? group.tiers
      : sortTiers(group.tiers);
    const weight = count / MONTHS_PER_YEAR;
    slope += weight * tiers[0]!.cost;
    for (let k = 1; k < tiers.length; k += 1) {
      // insertion into the breakpoints kept sorted (a handful per plan)
      const position = tiers[k - 1]!.upToKwh * MONTHS_PER_YEAR;
      const change = weight * (tiers[k]!.cost - tiers[k - 1]!.cost);
      let j = at.length;
      at.push(position);
      delta.push(change);
      while (j > 0 && at[j - 1]! > position) {
        at[j] = at[j - 1]!;
        delta[j] = delta[j - 1]!;
        j -= 1;
      }
      at[j] = position;
      delta[j] = change;
    }
  }
  value += (MONTHS_PER_YEAR - covered) * DEFAULT_CONNECTION_FEE;
  // A bill round-tripped through /12 and ×12 may sit an ulp above the fees: treat as equal.
  const tolerance = 1e-9 * Math.max(1, target);
  if (target <= value + tolerance) return kwh(0);
  let start = 0;
  for (let i = 0; i < at.length; i += 1) {
    const valueAtEnd = value + slope * (at[i]! - start);
    if (valueAtEnd >= target - tolerance && slope > 0) {
      return kwh(start + Math.max(0, target - value) / slope);
    }
    value = valueAtEnd;
    start = at[i]!;
    slope += delta[i]!;
  }
  return slope > 0 ? kwh(start + (target - value) / slope) : null;
}

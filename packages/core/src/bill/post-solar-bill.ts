import { MONTHS_PER_YEAR } from '../catalogue/months';
import type { PostSolarPlan } from '../catalogue/power-company.schema';
import { type Kwh, type Usd, usd } from '../units';
import { connectionFee, firstGroupFixedCost, groupsByMonth } from './month-group-lookup';
import type { BillFigures } from './tiered-bill';
import { tieredEnergyCharge } from './tiered-energy-charge';

/** The post-solar bill with its parts, for display and tests. */
export interface PostSolarBillFigures extends BillFigures {
  /** Σ net-metering credits over the year. */
  annualCredit: Usd;
  /** The floor the monthly figure is held at: the first group's fixed cost. */
  floor: Usd;
  /** Σ charges − Σ credits before the floor is applied (may be negative). */
  annualBeforeFloor: Usd;
}

/**
 * Post-solar bill (spec 2 §9 "Tiered bill", reading in docs/calculations.md):
 *
 *   imported_m = max(0, usage_m − production_m)      billed through the tiers of month m
 *   surplus_m  = max(0, production_m − usage_m)      exported to the grid
 *   credit_m   = hasNetMetering ? netMeteringPercentage × surplus_m × netMeteringRate : 0
 *   annual     = Σ_m ( fixedCost_m + charge_m(imported_m) − credit_m )
 *   monthly    = max( firstGroupFixedCost, annual / 12 ),   annual figure = 12 × monthly
 *
 * Credits net against charges within the year (an annual true-up); the monthly average is
 * never below the first group's fixed cost.
 */
export function postSolarBill(
  plan: PostSolarPlan | null,
  monthlyUsage: readonly Kwh[],
  monthlyProduction: readonly Kwh[],
): PostSolarBillFigures {
  const groups = groupsByMonth(plan);
  const creditRate = plan?.hasNetMetering ? plan.netMeteringPercentage * plan.netMeteringRate : 0;
  let charges = 0;
  let credit = 0;
  for (let m = 0; m < MONTHS_PER_YEAR; m += 1) {
    const group = groups[m];
    const net = (monthlyUsage[m] ?? 0) - (monthlyProduction[m] ?? 0);
    charges += connectionFee(group);
    if (net > 0 && group) charges += tieredEnergyCharge(group.tiers, net as Kwh);
    if (net < 0) credit += -net * creditRate;
  }
  const annual = charges - credit;
  const floor = firstGroupFixedCost(plan);
  const monthly = Math.max(floor, annual / MONTHS_PER_YEAR);
  return {
    annual: usd(monthly * MONTHS_PER_YEAR),
    monthly: usd(monthly),
    annualCredit: usd(credit),
    floor,
    annualBeforeFloor: usd(annual),
  };
}

import type { AnyPaymentPlan } from '../catalogue/power-company.schema';
import { MONTHS_PER_YEAR } from '../catalogue/months';
import { type Kwh, type Usd, usd } from '../units';
import { connectionFee, groupsByMonth } from './month-group-lookup';
import { tieredEnergyCharge } from './tiered-energy-charge';

/** A bill in its two figures: the year's total and the monthly average (= annual / 12). */
export interface BillFigures {
  annual: Usd;
  monthly: Usd;
}

/**
 * Tiered bill of a year of usage (spec 2 §9 "Tiered bill"):
 *
 *   annual = Σ_{m=Jan..Dec} ( fixedCost_g(m) + charge_g(m)(usage_m) ),   monthly = annual / 12
 *
 * where g(m) is the month group listing month m (none → $10 fee, no energy charge).
 * `monthlyUsage` holds 12 values, Jan–Dec.
 */
export function tieredBill(plan: AnyPaymentPlan | null, monthlyUsage: readonly Kwh[]): BillFigures {
  const groups = groupsByMonth(plan);
  let annual = 0;
  for (let m = 0; m < MONTHS_PER_YEAR; m += 1) {
    const group = groups[m];
    annual += connectionFee(group);
    if (group) annual += tieredEnergyCharge(group.tiers, monthlyUsage[m] ?? (0 as Kwh));
  }
  return { annual: usd(annual), monthly: usd(annual / MONTHS_PER_YEAR) };
}

/** Annual usage spread evenly over the 12 months (annual and avgMonthlyBill entries). */
export function evenMonthlyUsage(annualUsage: Kwh): Kwh[] {
  return new Array<Kwh>(MONTHS_PER_YEAR).fill((annualUsage / MONTHS_PER_YEAR) as Kwh);
}

/** The bill of an annual usage spread evenly over the year: B(u) = tieredBill(u/12 × 12). */
export function billForAnnualUsage(plan: AnyPaymentPlan | null, annualUsage: Kwh): BillFigures {
  return tieredBill(plan, evenMonthlyUsage(annualUsage));
}

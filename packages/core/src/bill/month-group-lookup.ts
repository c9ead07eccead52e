import { MONTHS } from '../catalogue/months';
import type { AnyPaymentPlan, MonthGroup } from '../catalogue/power-company.schema';
import { type Usd, usd } from '../units';

/** Connection fee billed for a month that no month group covers (spec 2 §9). */
export const DEFAULT_CONNECTION_FEE = usd(10);

/**
 * The month group of each calendar month, Jan–Dec (index 0 = Jan). A month no group lists
 * gets `undefined`: it is billed the default $10 connection fee and no energy charge.
 */
export function groupsByMonth(plan: AnyPaymentPlan | null): (MonthGroup | undefined)[] {
  return MONTHS.map((month) => plan?.monthGroups.find((g) => g.months.includes(month)));
}

/** The fixed connection fee of a month: its group's `fixedCost`, or the $10 default. */
export function connectionFee(group: MonthGroup | undefined): Usd {
  return group ? usd(group.fixedCost) : DEFAULT_CONNECTION_FEE;
}

/**
 * The post-solar floor: the first group's fixed cost, or the $10 default when the plan has no
 * group (spec 2 §9: "The post-solar bill is never below the first group's fixed cost").
 */
export function firstGroupFixedCost(plan: AnyPaymentPlan | null): Usd {
  return connectionFee(plan?.monthGroups[0]);
}

import type { AnyPaymentPlan } from '../catalogue/power-company.schema';
import { evenMonthlyUsage } from '../bill/tiered-bill';
import type { PowerUsage } from '../proposal/power-usage.schema';
import { type Kwh, kwh, usd } from '../units';
import { annualUsageForMonthlyBill } from './bill-inverse';

/**
 * The customer's pre-solar usage as 12 monthly kWh values, Jan–Dec, by usage entry:
 *
 * - annual: annualPowerUsage / 12 each month
 * - monthly: monthlyPowerUsage each month (annual = 12 × monthly)
 * - allMonths: powerUsageJan … powerUsageDec
 * - avgMonthlyBill: u = inverse bill of averageMonthlyBill on the pre-solar plan, u / 12 each
 *   month; when no usage reaches that bill, the stored annualPowerUsage is used instead.
 *
 * No usage → twelve zeros.
 */
export function monthlyUsage(usage: PowerUsage | null, preSolarPlan: AnyPaymentPlan | null): Kwh[] {
  if (!usage) return evenMonthlyUsage(kwh(0));
  switch (usage.usageEntry) {
    case 'annual':
      return evenMonthlyUsage(kwh(usage.annualPowerUsage));
    case 'monthly':
      return evenMonthlyUsage(kwh(usage.monthlyPowerUsage * 12));
    case 'allMonths':
      return [
        usage.powerUsageJan,
        usage.powerUsageFeb,
        usage.powerUsageMar,
        usage.powerUsageApr,
        usage.powerUsageMay,
        usage.powerUsageJun,
        usage.powerUsageJul,
        usage.powerUsageAug,
        usage.powerUsageSep,
        usage.powerUsageOct,
        usage.powerUsageNov,
        usage.powerUsageDec,
      ].map(kwh);
    case 'avgMonthlyBill': {
      const annual = annualUsageForMonthlyBill(preSolarPlan, usd(usage.averageMonthlyBill));
      return evenMonthlyUsage(annual ?? kwh(usage.annualPowerUsage));
    }
  }
}

/** Σ of a monthly series. */
export function sumKwh(values: readonly Kwh[]): Kwh {
  let total = 0;
  for (const v of values) total += v;
  return kwh(total);
}

/**
 * Whether an average-bill entry cannot be met on the plan (no usage gives that bill), so
 * `monthlyUsage` falls back to the stored annual usage: the rep is told (issue 9).
 */
export function isBillUnreachable(
  usage: PowerUsage | null,
  preSolarPlan: AnyPaymentPlan | null,
): boolean {
  if (!usage || usage.usageEntry !== 'avgMonthlyBill' || !(usage.averageMonthlyBill > 0)) {
    return false;
  }
  return annualUsageForMonthlyBill(preSolarPlan, usd(usage.averageMonthlyBill)) === null;
}

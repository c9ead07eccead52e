import type { AnyPaymentPlan } from '../catalogue/power-company.schema';
import { billForAnnualUsage } from '../bill/tiered-bill';
import { type Kwh, type Usd, kwh } from '../units';

/** Options of the spec's search; the defaults resolve usage to 0.0001 kWh. */
export interface BillSearchOptions {
  initialStep?: number;
  precision?: number;
  /** The search gives up (no convergence) once usage passes this many kWh a year. */
  maxUsage?: number;
}

/** Result of the spec's search, with the number of bill evaluations it took. */
export interface BillSearchResult {
  usage: Kwh | null;
  evaluations: number;
}

/**
 * The spec's own average-bill search (spec 3 §4), kept as the reference the exact inverse is
 * tested and benchmarked against. Usage is raised by a step that doubles while the bill stays
 * below the target, then the step is halved, keeping every half-step that still leaves the bill
 * below it:
 *
 *   invariant: bill(usage) < target ≤ bill(usage + step)
 *
 * It stops when the step is below `precision` and answers usage + step. It does not converge
 * (null) when the bill never reaches the target; a target at or below the fixed fees is 0.
 */
export function searchAnnualUsageForMonthlyBill(
  plan: AnyPaymentPlan | null,
  monthlyBill: Usd,
  options: BillSearchOptions = {},
): BillSearchResult {
  const { initialStep = 1, precision = 0.0001, maxUsage = 1e12 } = options;
  let evaluations = 0;
  const below = (usage: number) => {
    evaluations += 1;
    return billForAnnualUsage(plan, kwh(usage)).monthly < monthlyBill;
  };
  if (!below(0)) return { usage: kwh(0), evaluations };
  let usage = 0;
  let step = initialStep;
  while (below(usage + step)) {
    usage += step;
    step *= 2;
    if (usage > maxUsage) return { usage: null, evaluations };
  }
  while (step > precision) {
    step /= 2;
    if (below(usage + step)) usage += step;
  }
  return { usage: kwh(usage + step), evaluations };
}

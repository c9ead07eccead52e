import type { IncentiveEntry } from '../catalogue/incentive.schema';
import { firstPaymentsTotal, type LoanPaymentStream } from '../loan/first-payments-total';
import { type Usd, usd } from '../units';
import { clampFederalIncentive } from './federal-tax-credit';
import { type DeductionBase, incentiveDeduction } from './incentive-deduction';
import { isIncentiveOffered } from './incentive-eligibility';
import { orderIncentives } from './incentive-order';
import { clampSouthCarolinaIncentive } from './south-carolina-incentive';
import { clampTodayOnlyMonths, isTodayOnly, todayOnlyValue } from './today-only-incentive';

export interface ApplyIncentivesInput extends DeductionBase {
  entries: readonly IncentiveEntry[];
  customerState: string | null;
  isRedLine: boolean;
  isCash: boolean;
  /**
   * The loan's payments with Today Only incentives zeroed; null → Today Only deductions are 0
   * (the zeroed first pass of a recalculation).
   */
  paymentsWithoutTodayOnly: LoanPaymentStream | null;
}

export interface AppliedIncentives {
  entries: IncentiveEntry[];
  /** Σ deductions. */
  total: Usd;
  /** Σ deductions of Local and Custom incentives ('Total Local Incentives'). */
  totalLocal: Usd;
}

/**
 * Incentives of a proposal: ineligible ones dropped (not Federal and not serving the state),
 * Today Only dropped on red line, Federal first, the Federal credit clamped to 26 %, the
 * SC incentive's max to 0–3500, and each deduction recomputed (stored deductions are never
 * trusted; Today Only from its months and the payment without it).
 */
export function applyIncentives(input: ApplyIncentivesInput): AppliedIncentives {
  const kept = input.entries.filter(
    (e) =>
      isIncentiveOffered(e.incentive, input.customerState) &&
      !(input.isRedLine && isTodayOnly(e.incentive)),
  );
  let total = 0;
  let totalLocal = 0;
  const entries = orderIncentives(kept).map((entry) => {
    const incentive = clampSouthCarolinaIncentive(clampFederalIncentive(entry.incentive));
    let deduction: number;
    if (isTodayOnly(incentive)) {
      const loan = input.paymentsWithoutTodayOnly;
      const months = clampTodayOnlyMonths(entry.months);
      deduction =
        loan === null
          ? 0
          : todayOnlyValue(incentive, firstPaymentsTotal(months, loan), input.isCash);
    } else {
      deduction = incentiveDeduction(incentive, input);
    }
    total += deduction;
    if (incentive.scope !== 'Federal') totalLocal += deduction;
    return { ...entry, incentive, deduction };
  });
  return { entries, total: usd(total), totalLocal: usd(totalLocal) };
}

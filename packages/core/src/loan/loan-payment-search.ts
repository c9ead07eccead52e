import { type Usd, usd } from '../units';
import type { LoanSchedule } from './loan-terms';

/** The spec's search constants (spec 2 §9): step 100 down to 0.0001. */
export const PAYMENT_SEARCH_STEP = 100;
export const PAYMENT_SEARCH_PRECISION = 0.0001;

/** Result of a search with the number of schedule simulations it ran. */
export interface PaymentSearchResult {
  payment: Usd;
  evaluations: number;
}

/**
 * Month-by-month balance of a level payment X: interest each month, X paid each month, and the
 * paydown taken off at the end of month `paydownMonth` (0 = never). Returns the final balance.
 */
export function simulateFinalBalance(
  principal: number,
  payment: number,
  rate: number,
  months: number,
  paydown: number,
  paydownMonth: number,
): number {
  let balance = principal;
  for (let month = 1; month <= months; month += 1) {
    balance = balance * (1 + rate) - payment;
    if (month === paydownMonth) balance -= paydown;
  }
  return balance;
}

/**
 * Stepped search for the payment that leaves no balance: from 0, add the step while the
 * final balance stays positive, then divide the step by 10, from 100 down to 0.0001. The answer
 * is the first grid point that retires the loan (within 0.0001 above the exact payment).
 */
function steppedSearch(finalBalance: (payment: number) => number): PaymentSearchResult {
  let evaluations = 0;
  const owes = (payment: number) => {
    evaluations += 1;
    return finalBalance(payment) > 0;
  };
  let payment = 0;
  if (!owes(0)) return { payment: usd(0), evaluations };
  const levels = Math.round(Math.log10(PAYMENT_SEARCH_STEP / PAYMENT_SEARCH_PRECISION));
  let step = PAYMENT_SEARCH_STEP;
  for (let level = 0; level <= levels; level += 1) {
    step = PAYMENT_SEARCH_STEP / 10 ** level;
    while (owes(payment + step)) payment += step;
  }
  return { payment: usd(payment + step), evaluations };
}

/**
 * The spec's search for the initial-period payment (the reference for
 * `levelPaymentWithPaydown`): interest for the first I months, the paydown off at month I,
 * the same payment for the remaining n − I months.
 */
export function searchLevelPaymentWithPaydown(
  principal: Usd,
  paydown: Usd,
  schedule: LoanSchedule,
): PaymentSearchResult {
  if (schedule.term <= 0 || principal <= 0) return { payment: usd(0), evaluations: 0 };
  return steppedSearch((payment) =>
    simulateFinalBalance(
      principal,
      payment,
      schedule.rate,
      schedule.term,
      paydown,
      schedule.initialPeriod,
    ),
  );
}

/** The spec's search applied to a plain amortisation (reference for `amortizedPayment`). */
export function searchAmortizedPayment(
  balance: Usd,
  rate: number,
  months: number,
): PaymentSearchResult {
  if (balance <= 0 || months <= 0) return { payment: usd(0), evaluations: 0 };
  return steppedSearch((payment) => simulateFinalBalance(balance, payment, rate, months, 0, 0));
}

import type { Adder } from '../catalogue/adder.schema';
import { firstPaymentsTotal, type LoanPaymentStream } from '../loan/first-payments-total';
import type { Usd } from '../units';

/** First Year / Free Months months: 1–60, default 12 (spec 2 §9). */
export const FREE_MONTHS_MIN = 1;
export const FREE_MONTHS_MAX = 60;
export const FREE_MONTHS_DEFAULT = 12;

/** Months of a First Year / Free Months incentive clamped to 1–60; missing → 12. */
export function clampFreeMonths(months: number | null | undefined): number {
  if (months === null || months === undefined || Number.isNaN(months)) return FREE_MONTHS_DEFAULT;
  return Math.min(FREE_MONTHS_MAX, Math.max(FREE_MONTHS_MIN, Math.round(months)));
}

/** A custom adder is month-based (First Year / Free Months incentive) when it has months. */
export function isMonthBasedAdder(adder: Pick<Adder, 'months'>): boolean {
  return adder.months > 0;
}

/**
 * First Year / Free Months incentive: the company makes the customer's first `months` loan
 * payments (1–60), priced into the system as an adder:
 *
 *   dollars = Σ of the first `months` payments = min(k, I) × X₀ + (k − I)⁺ × X₁
 *
 * The payments include this adder, so `computeProposal` solves the fixed point
 * A = payments(A) by iteration. A cash deal has no payments: $0.
 */
export function monthBasedAdderDollars(months: number, loan: LoanPaymentStream): Usd {
  return firstPaymentsTotal(clampFreeMonths(months), loan);
}

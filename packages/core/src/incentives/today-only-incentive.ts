import type { Incentive } from '../catalogue/incentive.schema';
import { type Fraction, type Usd, fraction, usd } from '../units';

/** Today Only months: 0–24, default 12 (spec 3 §5). */
export const TODAY_ONLY_MIN_MONTHS = 0;
export const TODAY_ONLY_MAX_MONTHS = 24;
export const TODAY_ONLY_DEFAULT_MONTHS = 12;

export function isTodayOnly(incentive: Pick<Incentive, 'type'>): boolean {
  return incentive.type === 'Today Only Incentive';
}

/** Months clamped to 0–24; missing → 12. */
export function clampTodayOnlyMonths(months: number | null | undefined): number {
  if (months === null || months === undefined || Number.isNaN(months))
    return TODAY_ONLY_DEFAULT_MONTHS;
  return Math.min(TODAY_ONLY_MAX_MONTHS, Math.max(TODAY_ONLY_MIN_MONTHS, Math.round(months)));
}

/**
 * Payment factor of a Today Only incentive: the share of its max that the covered payments use
 * up, min(1, payments / max). A cash deal (no payments) uses the whole max (factor 1).
 */
export function todayOnlyPaymentFactor(coveredPayments: Usd, max: Usd, isCash: boolean): Fraction {
  if (isCash) return fraction(1);
  if (max <= 0) return fraction(0);
  return fraction(Math.min(1, Math.max(0, coveredPayments) / max));
}

/**
 * Value of a Today Only incentive (spec 3 §5: "its value is its max × a payment factor"): it
 * covers the customer's first `months` (0–24) loan payments, up to its max:
 *
 *   value = max × factor = min(max, Σ first `months` payments)   (hasNoMax: Σ payments)
 *
 * `coveredPayments` comes from the loan with every Today Only incentive zeroed (they are zeroed
 * on recalculation), so the value never feeds back into itself. Cash: value = max.
 */
export function todayOnlyValue(
  incentive: Pick<Incentive, 'max' | 'hasNoMax'>,
  coveredPayments: Usd,
  isCash: boolean,
): Usd {
  if (incentive.hasNoMax) return usd(isCash ? 0 : Math.max(0, coveredPayments));
  const max = usd(Math.max(0, incentive.max));
  return usd(max * todayOnlyPaymentFactor(coveredPayments, max, isCash));
}

/** The Today Only dialog's monthly payment: rounded up to whole dollars. */
export function todayOnlyDisplayedPayment(monthlyPayment: Usd): Usd {
  return usd(Math.ceil(Math.max(0, monthlyPayment) - 1e-9));
}

import { type Usd, usd } from '../units';

/** The payments a loan asks for, month by month: X₀ during the initial period, then X₁. */
export interface LoanPaymentStream {
  initialPeriodPayment: Usd;
  initialPeriodMonths: number;
  loanMonthlyPayment: Usd;
  termMonths: number;
}

/** No loan (cash): no payments. */
export const NO_LOAN_PAYMENTS: LoanPaymentStream = {
  initialPeriodPayment: usd(0),
  initialPeriodMonths: 0,
  loanMonthlyPayment: usd(0),
  termMonths: 0,
};

/**
 * Dollars of the customer's first `months` loan payments:
 *
 *   Σ = min(k, I) × X₀ + max(0, k − I) × X₁,   k = min(months, term)
 */
export function firstPaymentsTotal(months: number, stream: LoanPaymentStream): Usd {
  const k = Math.max(0, Math.min(months, stream.termMonths));
  const initial = Math.min(k, stream.initialPeriodMonths);
  return usd(initial * stream.initialPeriodPayment + (k - initial) * stream.loanMonthlyPayment);
}

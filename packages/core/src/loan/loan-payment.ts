import { type Usd, usd } from '../units';
import type { LoanSchedule } from './loan-terms';

/**
 * Rates below this are treated as 0 %: (1 + r)^n − 1 would vanish in floating point (a 0.0000001 %
 * APR changes a payment by far less than a cent).
 */
const NEGLIGIBLE_RATE = 1e-12;

/** Growth of a balance over k months at monthly rate r: (1 + r)^k. */
function growth(rate: number, months: number): number {
  return (1 + rate) ** months;
}

/** (1 + r)^k − 1, accurate for small r (expm1/log1p avoid the cancellation). */
function growthMinusOne(rate: number, months: number): number {
  return Math.expm1(months * Math.log1p(rate));
}

/**
 * Level payment that retires `balance` over `months` (standard amortisation):
 *
 *   X = r × B / (1 − (1 + r)^−m),   or B / m when r = 0.
 *
 * A balance ≤ 0 or a term ≤ 0 needs no payment.
 */
export function amortizedPayment(balance: Usd, rate: number, months: number): Usd {
  if (balance <= 0 || months <= 0) return usd(0);
  if (rate < NEGLIGIBLE_RATE) return usd(balance / months);
  return usd((rate * balance) / -growthMinusOne(rate, -months));
}

/**
 * Balance after k level payments X: B_k = P(1 + r)^k − X((1 + r)^k − 1)/r   (P − kX when r = 0).
 */
export function balanceAfter(principal: Usd, rate: number, months: number, payment: Usd): Usd {
  if (rate < NEGLIGIBLE_RATE) return usd(principal - months * payment);
  const gMinusOne = growthMinusOne(rate, months);
  return usd(principal * (1 + gMinusOne) - (payment * gMinusOne) / rate);
}

/**
 * Closed form of the spec's stepped search (spec 2 §9 "Loan"): one level payment X over the
 * whole term n, interest accruing from month 1, with a paydown T taken off the balance at the
 * end of the initial period I (the 30 % tax credit). The balance after n months is
 *
 *   P(1+r)^n − T(1+r)^(n−I) − X((1+r)^n − 1)/r = 0
 *
 * so X = r (P(1+r)^n − T(1+r)^(n−I)) / ((1+r)^n − 1), or (P − T)/n when r = 0. Never negative.
 */
export function levelPaymentWithPaydown(principal: Usd, paydown: Usd, schedule: LoanSchedule): Usd {
  const { rate, term, initialPeriod } = schedule;
  if (term <= 0 || principal <= 0) return usd(0);
  if (rate < NEGLIGIBLE_RATE) return usd(Math.max(0, (principal - paydown) / term));
  const gn = growth(rate, term);
  const gm = growth(rate, term - initialPeriod);
  return usd(Math.max(0, (rate * (principal * gn - paydown * gm)) / growthMinusOne(rate, term)));
}

/** Both payment figures of a loan. */
export interface LoanPayments {
  /** Payment in the initial period, assuming the 30 % tax-credit paydown at its end. */
  initialPeriodPayment: Usd;
  /** Payment after the initial period, re-amortised after paying down all incentives. */
  loanMonthlyPayment: Usd;
  /** Balance at the end of the initial period after the incentives' paydown. */
  balanceAfterInitialPeriod: Usd;
}

/**
 * The loan (reading in docs/calculations.md):
 *
 *   X₀ = levelPaymentWithPaydown(P, T = 30 % × total cost)           initial-period payment
 *   B_I = max(0, P(1+r)^I − X₀((1+r)^I − 1)/r − D)                   D = Σ incentive deductions
 *   X₁ = amortizedPayment(B_I, r, n − I)                             loanMonthlyPayment
 *
 * When the incentives equal the assumed paydown (D = T), X₁ = X₀. Without an initial period,
 * D comes off the principal up front and X₁ = amortizedPayment(P − D, r, n).
 */
export function loanPayments(
  principal: Usd,
  taxCreditPaydown: Usd,
  incentivesPaydown: Usd,
  schedule: LoanSchedule,
): LoanPayments {
  const { rate, initialPeriod, remainingTerm, term } = schedule;
  if (initialPeriod === 0) {
    const payment = amortizedPayment(usd(principal - incentivesPaydown), rate, term);
    return {
      initialPeriodPayment: payment,
      loanMonthlyPayment: payment,
      balanceAfterInitialPeriod: usd(Math.max(0, principal - incentivesPaydown)),
    };
  }
  const initialPeriodPayment = levelPaymentWithPaydown(principal, taxCreditPaydown, schedule);
  const balance = Math.max(
    0,
    balanceAfter(principal, rate, initialPeriod, initialPeriodPayment) - incentivesPaydown,
  );
  return {
    initialPeriodPayment,
    loanMonthlyPayment: amortizedPayment(usd(balance), rate, remainingTerm),
    balanceAfterInitialPeriod: usd(balance),
  };
}

/** A payment as displayed: rounded up to whole dollars (a float guard of 1e-9 first). */
export function displayedPayment(payment: Usd): Usd {
  return usd(Math.ceil(payment - 1e-9));
}

import type { FinanceOption } from '../catalogue/finance-option.schema';
import { type Fraction, type MonthCount, type Percent, fraction, monthCount } from '../units';

/** Initial period before the tax-credit paydown, months (spec 2 §9). */
export const INITIAL_PERIOD_MONTHS = monthCount(18);
/** Initial period of Enium finance options (`lender: 'enium'`). */
export const ENIUM_INITIAL_PERIOD_MONTHS = monthCount(12);
/** Initial payments of a standard option: the first payment is ~60 days after install → 17. */
export const INITIAL_PERIOD_PAYMENTS = monthCount(17);
/** Initial payments of an Enium option (spec 2 §9: 12). */
export const ENIUM_INITIAL_PERIOD_PAYMENTS = monthCount(12);
/** Share of the system cost assumed paid down by the tax credit at the end of the initial period. */
export const TAX_CREDIT_PAYDOWN = fraction(0.3);

/** An Enium option: marked `lender: 'enium'` in the catalogue (never guessed from the name). */
export function isEniumOption(option: Pick<FinanceOption, 'lender'>): boolean {
  return option.lender === 'enium';
}

/** A cash deal: no finance option, a 0-year term, or a name containing 'cash'. */
export function isCashOption(
  option: Pick<FinanceOption, 'name' | 'lengthInYears'> | null,
): boolean {
  return !option || option.lengthInYears <= 0 || /cash/i.test(option.name);
}

/** Monthly rate = apr / 100 / 12. */
export function monthlyRate(apr: Percent): Fraction {
  return fraction(apr / 100 / 12);
}

/** Loan term in months = 12 × years. */
export function termMonths(lengthInYears: number): MonthCount {
  return monthCount(Math.max(0, Math.round(12 * lengthInYears)));
}

/**
 * Initial period: 12 months for Enium options, otherwise 18 — or none (0) when the term is not
 * longer than the period.
 */
export function initialPeriodMonths(
  option: Pick<FinanceOption, 'lender'>,
  term: MonthCount,
): MonthCount {
  const period = isEniumOption(option) ? ENIUM_INITIAL_PERIOD_MONTHS : INITIAL_PERIOD_MONTHS;
  return term > period ? period : monthCount(0);
}

/**
 * How many initial-period payments (X₀) the customer makes — the one count the builder's 'First N
 * Payments', the customer deck, the 30-year projection, Today Only and Free Months all use:
 * 12 for Enium options, otherwise 17 (the first payment comes ~60 days after install, so 17 of
 * the 18 months have one). 0 for cash and for a loan with no initial period.
 */
export function initialPaymentCount(
  option: Pick<FinanceOption, 'name' | 'lengthInYears' | 'lender'> | null,
): MonthCount {
  if (!option || isCashOption(option)) return monthCount(0);
  if (initialPeriodMonths(option, termMonths(option.lengthInYears)) === 0) return monthCount(0);
  return isEniumOption(option) ? ENIUM_INITIAL_PERIOD_PAYMENTS : INITIAL_PERIOD_PAYMENTS;
}

/** The loan's month structure: total term, initial period and remaining term (term − initial). */
export interface LoanSchedule {
  rate: Fraction;
  term: MonthCount;
  initialPeriod: MonthCount;
  remainingTerm: MonthCount;
  /** X₀ payments made in the initial period (`initialPaymentCount`). */
  initialPayments: MonthCount;
}

export function loanSchedule(
  option: Pick<FinanceOption, 'name' | 'apr' | 'lengthInYears' | 'lender'>,
): LoanSchedule {
  const term = termMonths(option.lengthInYears);
  const initialPeriod = initialPeriodMonths(option, term);
  return {
    rate: monthlyRate(option.apr as Percent),
    term,
    initialPeriod,
    remainingTerm: monthCount(term - initialPeriod),
    initialPayments: initialPeriod > 0 ? initialPaymentCount(option) : monthCount(0),
  };
}

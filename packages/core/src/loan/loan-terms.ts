import type { FinanceOption } from '../catalogue/finance-option.schema';
import { type Fraction, type MonthCount, type Percent, fraction, monthCount } from '../units';

/** Initial period before the tax-credit paydown, months (spec 2 §9). */
export const INITIAL_PERIOD_MONTHS = monthCount(18);
/** Initial period of finance options whose name contains 'enium'. */
export const ENIUM_INITIAL_PERIOD_MONTHS = monthCount(12);
/** Payments shown for the initial period: first payment ~60 days after install → 17 of 18. */
export const INITIAL_PERIOD_PAYMENTS = monthCount(17);
/** Share of the system cost assumed paid down by the tax credit at the end of the initial period. */
export const TAX_CREDIT_PAYDOWN = fraction(0.3);

/** 'enium' anywhere in the name, case-insensitive ('Enium 25yr' matches). */
export function isEniumOption(name: string): boolean {
  return name.toLowerCase().includes('enium');
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
 * Initial period: 12 months for 'enium' options, otherwise 18 — or none (0) when the term is
 * not longer than the period.
 */
export function initialPeriodMonths(name: string, term: MonthCount): MonthCount {
  const period = isEniumOption(name) ? ENIUM_INITIAL_PERIOD_MONTHS : INITIAL_PERIOD_MONTHS;
  return term > period ? period : monthCount(0);
}

/** Payments the deck shows for the initial period: 12 for 'enium' options, otherwise 17. */
export function initialPeriodPaymentCount(name: string): MonthCount {
  return isEniumOption(name) ? ENIUM_INITIAL_PERIOD_MONTHS : INITIAL_PERIOD_PAYMENTS;
}

/** The loan's month structure: total term, initial period and remaining term (term − initial). */
export interface LoanSchedule {
  rate: Fraction;
  term: MonthCount;
  initialPeriod: MonthCount;
  remainingTerm: MonthCount;
}

export function loanSchedule(
  option: Pick<FinanceOption, 'name' | 'apr' | 'lengthInYears'>,
): LoanSchedule {
  const term = termMonths(option.lengthInYears);
  const initialPeriod = initialPeriodMonths(option.name, term);
  return {
    rate: monthlyRate(option.apr as Percent),
    term,
    initialPeriod,
    remainingTerm: monthCount(term - initialPeriod),
  };
}

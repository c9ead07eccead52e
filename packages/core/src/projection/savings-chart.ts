import { type Percent, type Usd, usd } from '../units';
import type { ProjectionYear } from './thirty-year-projection';

/** Years of past electricity cost the savings chart shows (spec 3 §2). */
export const HISTORY_YEARS = 20;

/** One past year of the savings chart: year 0 is this year, −1 last year … */
export interface HistoryYear {
  year: number;
  costOfElectric: Usd;
}

/**
 * The past 20 years of electricity cost at today's bill and the escalator, back-cast:
 * cost_{−k} = 12 × preBill / (1 + e/100)^k for k = 19 … 0 (oldest first; year 0 equals
 * the projection's first year).
 */
export function electricCostHistory(preSolarMonthlyBill: Usd, escalator: Percent): HistoryYear[] {
  const growth = 1 + escalator / 100;
  const years: HistoryYear[] = [];
  for (let k = HISTORY_YEARS - 1; k >= 0; k -= 1) {
    years.push({
      year: k === 0 ? 0 : -k,
      costOfElectric: usd((12 * preSolarMonthlyBill) / growth ** k),
    });
  }
  return years;
}

/**
 * Savings during the loan term and after it (spec 3 §2 30 Year Projected Savings); the two add up
 * to the 30 Year Net Savings (issue 31, docs/calculations.md §10).
 */
export interface SavingsByPeriod {
  duringLoan: Usd;
  afterLoan: Usd;
}

/**
 * Σ (costOfElectric − postSolarCost − loanPayments) over the projection years that fall within
 * the loan term (year y counts as "during" when it starts before termMonths), and over the rest;
 * the up-front cost (`upfrontCostOfSolar`: the down payment, or a cash deal's total less
 * incentives) is paid at the start, so it comes off the first period: "during" on a loan, "after"
 * on a cash deal (termMonths 0, every year "after"). during + after = thirtyYearNetSavings.
 */
export function savingsByPeriod(
  years: readonly ProjectionYear[],
  termMonths: number,
  upfrontCost: Usd,
): SavingsByPeriod {
  let duringLoan = 0;
  let afterLoan = 0;
  for (const y of years) {
    const saving = y.costOfElectric - y.postSolarCost - y.loanPayments;
    if (12 * (y.year - 1) < termMonths) duringLoan += saving;
    else afterLoan += saving;
  }
  if (termMonths > 0) duringLoan -= upfrontCost;
  else afterLoan -= upfrontCost;
  return { duringLoan: usd(duringLoan), afterLoan: usd(afterLoan) };
}

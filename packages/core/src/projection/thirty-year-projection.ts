import { type Percent, type Usd, usd } from '../units';

/** Years the savings projection runs (spec 2 §9). */
export const PROJECTION_YEARS = 30;

export interface ProjectionInput {
  preSolarMonthlyBill: Usd;
  postSolarMonthlyBill: Usd;
  /** Annual energy rate escalator, percent (4 = 4 %/year). */
  escalator: Percent;
  /** Loan: the initial-period payment for the first `initialPeriodMonths`, then the monthly payment; a cash deal has termMonths 0. */
  initialPeriodPayment: Usd;
  initialPeriodMonths: number;
  loanMonthlyPayment: Usd;
  termMonths: number;
  outOfPocketCost: Usd;
  /** Cash deals pay the total and keep the incentives: total − incentives. */
  isCash: boolean;
  totalSystemCost: Usd;
  totalIncentives: Usd;
}

export interface ProjectionYear {
  year: number;
  /** What the utility would charge without solar that year: 12 × pre × (1+e)^y. */
  costOfElectric: Usd;
  /** The post-solar utility bill that year: 12 × post × (1+e)^y. */
  postSolarCost: Usd;
  /** Loan payments made that year. */
  loanPayments: Usd;
}

export interface Projection {
  years: ProjectionYear[];
  thirtyYearCostOfElectric: Usd;
  thirtyYearNetSavings: Usd;
  /** First-year monthly savings after the initial period: pre − post − loanMonthlyPayment. */
  monthlySavings: Usd;
}

/**
 * What the customer pays for solar up front: the down payment (out-of-pocket) on a loan, the
 * total less the incentives on a cash deal. The savings tiles and the net savings subtract it.
 */
export function upfrontCostOfSolar(
  input: Pick<
    ProjectionInput,
    'isCash' | 'outOfPocketCost' | 'totalSystemCost' | 'totalIncentives'
  >,
): Usd {
  return usd(input.isCash ? input.totalSystemCost - input.totalIncentives : input.outOfPocketCost);
}

/**
 * Thirty-year projection with the annual escalator e (spec 2 §9):
 *
 *   costOfElectric_y = 12 × preBill × (1 + e/100)^y,    y = 0 … 29
 *   postSolar_y      = 12 × postBill × (1 + e/100)^y
 *   thirtyYearCostOfElectric = Σ_y costOfElectric_y
 *   cost of solar    = out-of-pocket + Σ loan payments within 30 years   (loan)
 *                    = total − incentives                                 (cash)
 *   thirtyYearNetSavings = Σ_y (costOfElectric_y − postSolar_y) − cost of solar
 *   monthlySavings   = preBill − postBill − loanMonthlyPayment
 *
 * On a loan the incentives fund the paydown at the end of the initial period, so they are not
 * counted again.
 */
export function thirtyYearProjection(input: ProjectionInput): Projection {
  const growth = 1 + input.escalator / 100;
  const years: ProjectionYear[] = [];
  let costOfElectric = 0;
  let utilitySavings = 0;
  let payments = 0;
  let factor = 1;
  for (let year = 0; year < PROJECTION_YEARS; year += 1) {
    const pre = 12 * input.preSolarMonthlyBill * factor;
    const post = 12 * input.postSolarMonthlyBill * factor;
    let loan = 0;
    for (let month = 12 * year; month < 12 * year + 12 && month < input.termMonths; month += 1) {
      loan +=
        month < input.initialPeriodMonths ? input.initialPeriodPayment : input.loanMonthlyPayment;
    }
    years.push({
      year: year + 1,
      costOfElectric: usd(pre),
      postSolarCost: usd(post),
      loanPayments: usd(loan),
    });
    costOfElectric += pre;
    utilitySavings += pre - post;
    payments += loan;
    factor *= growth;
  }
  const costOfSolar = upfrontCostOfSolar(input) + (input.isCash ? 0 : payments);
  const payment = input.isCash ? 0 : input.loanMonthlyPayment;
  return {
    years,
    thirtyYearCostOfElectric: usd(costOfElectric),
    thirtyYearNetSavings: usd(utilitySavings - costOfSolar),
    monthlySavings: usd(input.preSolarMonthlyBill - input.postSolarMonthlyBill - payment),
  };
}

import type { DeckProjectionInput } from '../api/proposals/proposal-deck.schema';
import { percent, usd } from '../units';
import { type SavingsByPeriod, savingsByPeriod } from './savings-chart';
import {
  type Projection,
  thirtyYearProjection,
  upfrontCostOfSolar,
} from './thirty-year-projection';

/**
 * The 30-year projection of a saved proposal at another escalator (the deck's slider): the
 * engine's `thirtyYearProjection` on the inputs the server put in the deck.
 */
export function deckProjection(input: DeckProjectionInput, escalator: number): Projection {
  return thirtyYearProjection({
    ...input,
    preSolarMonthlyBill: usd(input.preSolarMonthlyBill),
    postSolarMonthlyBill: usd(input.postSolarMonthlyBill),
    initialPeriodPayment: usd(input.initialPeriodPayment),
    loanMonthlyPayment: usd(input.loanMonthlyPayment),
    outOfPocketCost: usd(input.outOfPocketCost),
    totalSystemCost: usd(input.totalSystemCost),
    totalIncentives: usd(input.totalIncentives),
    escalator: percent(escalator),
  });
}

/** The figures of the deck's 30 Year Projected Savings tiles at an escalator. */
export interface DeckSavingsTiles {
  projection: Projection;
  /** "Savings during loan term" + "Savings after loan term" = "30 Year Net Savings". */
  periods: SavingsByPeriod;
}

/**
 * The savings slide's projection and tiles (docs/calculations.md §10): one function, so the
 * tiles add up to the net savings on the deck, its PDF and the share link alike.
 */
export function deckSavingsTiles(input: DeckProjectionInput, escalator: number): DeckSavingsTiles {
  const projection = deckProjection(input, escalator);
  const upfront = upfrontCostOfSolar({
    isCash: input.isCash,
    outOfPocketCost: usd(input.outOfPocketCost),
    totalSystemCost: usd(input.totalSystemCost),
    totalIncentives: usd(input.totalIncentives),
  });
  return { projection, periods: savingsByPeriod(projection.years, input.termMonths, upfront) };
}

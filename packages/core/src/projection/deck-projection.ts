import type { DeckProjectionInput } from '../api/proposals/proposal-deck.schema';
import { percent, usd } from '../units';
import { type Projection, thirtyYearProjection } from './thirty-year-projection';

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

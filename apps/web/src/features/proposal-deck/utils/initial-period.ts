import type { DeckFigures } from '@pb/core';

/**
 * The number of initial-period payments the deck shows (17, or 12 for 'enium' options). The
 * engine settles it when the proposal is saved (`figures.initialPeriodPaymentCount`, core
 * `initialPeriodPaymentCount`); this is the one place the deck reads it, so a change of where
 * core keeps it is a one-line change here.
 */
export const initialPaymentCount = (figures: Pick<DeckFigures, 'initialPeriodPaymentCount'>) =>
  figures.initialPeriodPaymentCount;

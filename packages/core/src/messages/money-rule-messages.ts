/**
 * Replies of the money rules that the spec leaves unworded (issue 9): what the server refuses
 * to price, in sentences a rep can act on.
 */
export const MONEY_RULE_MESSAGES = {
  unknownIncentive: (name: string) =>
    `The incentive '${name}' is not in the catalogue. Remove it and add it again from the list.`,
  incentiveTwice: (name: string) => `The incentive '${name}' is listed twice.`,
  oneTodayOnly: 'Only one Today Only Incentive can be added.',
  customIncentiveNotAllowed: 'You do not have permission to add a Custom Incentive.',
  federalOutOfRange: 'The Federal tax credit runs from 0 to 26%.',
  southCarolinaOutOfRange: 'The South Carolina incentive amount and its max run from 0 to 3500.',
  baselineOverrideNotAllowed: 'You do not have permission to change the Lower Bound Override.',
} as const;

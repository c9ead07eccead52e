/**
 * Build and proposal check texts, word for word from spec 2 §8 and spec 3 §4–§8 (their typos,
 * e.g. 'contraints', 'Minimun', are the product's and are kept on purpose).
 */
export const CALCULATION_MESSAGES = {
  totalOffsetOverLimit: (limit: number) => `Cannot have a total offset of more than ${limit}`,
  solarOffsetOverLimit: (limit: number) => `Cannot have a solar offset of more than ${limit}`,
  failedToSave: 'Failed to save',
  solarOffsetCannotExceed: (max: number) => `Solar Offset cannot exceed ${max}%.`,
  finalEpcOutOfBounds: 'Final EPC Out Of Bounds',
  sizeOverCompanyLimit: (company: string, limit: number) =>
    `Size greater than ${company} ${limit}Kw limit`,
  netSystemCostAboveMax: (maxLoanAmount: number) =>
    `Net System Cost is above the max of ${maxLoanAmount}`,
  pointsExceedEpcLimit: 'Number of Points Exceeds Epc Limit',
  panelsPerArrayCantBeOne: "Number of panels per array can't be 1",
  maxSystemSizeReached: 'Max system size reached due to power company restrictions.',
  minimumSystemReached:
    'Minimun system reached. To remove more panels please create a redesign request.',
  systemSizeCannotBeZero: 'System Size Cannot Be 0',
  totalSystemCostRequired: 'Total System Cost Required',
  noSelectedTemplate: 'No Selected Template',
  annualEnergyRateEscalatorRequired: 'Annual Energy Rate Escalator Required',
  // Issue 31: the spec gives the range only as the savings chart's slider (1–8 %, step 0.5).
  escalatorOutOfRange:
    'The Annual Energy Rate Escalator must be between 1% and 8%, in steps of 0.5%.',
  treeAdderAlreadyExists: 'Tree Adder Already Exists',
  powerInfoRequired: 'Power Info Required.',
  // Issue 35 (decision 0066): a scenario without a customer has no hours to bill an hourly plan.
  hourlyPlanNeedsCustomer:
    "An hourly plan is billed from a customer's hours (household load and the roof's production); a scenario without a customer cannot be priced on it. Save it as a proposal of the customer to see its figures.",
  generateRecommendedBuild: 'Generate Recommended Build.',
  cannotReachFullOffset:
    'Cannot reach 100% offset with contraints. This build recommends using panels over the maximum allowed.',
  northFacingEpcNote:
    'This build has north-facing panels. EPC was calculated as if the most south-facing roof face had no panel max.',
  belowMinimumPanels: "This build Doesn't meet minimum panel requirements.",
  epcTooLow: 'EPC too low',
  commissionDeduction: 'ATTN: Selling at this price could cause a deduction in future commissions.',
  panelsOverMaxAllowed: (arrayNumber: number, maxPanelsAllowed: number) =>
    `Panel array ${arrayNumber} has more than the ${maxPanelsAllowed} panels allowed.`,
  // Money rules the spec leaves unworded (issue 9): no silent money.
  negativeBaseEpc:
    'The adders cost more than this price: the Base EPC would be below $0.00/W. Raise the EPC or remove adders.',
  incentivesExceedCost:
    'The incentives are larger than the total system cost. Lower or remove an incentive.',
  outOfPocketAboveTotal: 'The out-of-pocket amount is more than the total system cost.',
  priceCannotBeFormed:
    'A price cannot be formed: the free months would cost more than the system they pay for. Use fewer free months or another finance option.',
  financeFeeTooHigh:
    "A price cannot be formed: the finance option's fee is above 50 %, which would more than double a red-line price. Ask an admin to correct the finance option.",
  billNotReachable:
    "No usage on this plan gives the entered average monthly bill, so the saved annual usage is used. Check the plan's rates or the bill.",
} as const;

/** Business constants of onboarding (spec 3 §9). */
export const AGREEMENT_STATUS_POLL_MS = 1000;
/** A survey more than this many days away asks for confirmation. */
export const SURVEY_WARNING_DAYS = 3;
/** The earliest survey date is tomorrow. */
export const SURVEY_EARLIEST_DAYS_AHEAD = 1;

export const LENDERS = ['Loanpal', 'Goodleap', 'Sunlight', 'Enium'] as const;
export type Lender = (typeof LENDERS)[number];

/**
 * Lender groups (spec 3 §3) kept as data: a base template's lender application site and APRs.
 * The Go button opens `https://{link}.com/...` with customer, rep and cost as query parameters.
 */
export const LENDER_GROUPS = [
  { baseTemplate: 'Solex', link: 'totalsolar', aprs: [1.49, 1.99, 2.99, 3.99, 4.99] },
  {
    baseTemplate: 'Titan',
    link: 'titansolarpower',
    aprs: [1.49, 2.98, 3.98, 4.98, 5.98],
    extra: [
      { name: 'Flexpay', apr: 2.98 },
      { name: 'FAST', apr: 2.99 },
    ],
  },
] as const;

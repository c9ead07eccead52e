/** Calendar months as stored on month groups (spec 2 §9: "Months: Jan to Dec"). */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export type Month = (typeof MONTHS)[number];

/** Number of months in a year; production and usage series have this length. */
export const MONTHS_PER_YEAR = 12;

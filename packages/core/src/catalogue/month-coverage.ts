import { MONTHS, type Month } from './months';

export interface MonthCoverage {
  /** Months no group lists, Jan–Dec order. */
  missing: Month[];
  /** Months more than one group lists, Jan–Dec order. */
  doubled: Month[];
}

/**
 * Which months a plan's groups leave out or list twice (issue 9). A plan with groups must cover
 * all twelve months exactly once: a month no group lists would be billed the $10 default fee
 * and no energy charge (a Jun–Sep plan billed $50 a month instead of $130).
 */
export function monthCoverage(groups: readonly { months: readonly Month[] }[]): MonthCoverage {
  const counts = new Map<Month, number>();
  for (const group of groups) {
    for (const month of group.months) counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return {
    missing: MONTHS.filter((m) => !counts.has(m)),
    doubled: MONTHS.filter((m) => (counts.get(m) ?? 0) > 1),
  };
}

/** The sentence the API and the plan dialog show for months no group covers. */
export const missingMonthsMessage = (missing: readonly Month[]) =>
  `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} in no month group. Every month must belong to exactly one group.`;

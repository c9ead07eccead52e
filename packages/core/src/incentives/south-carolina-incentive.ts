import type { Incentive, IncentiveEntry } from '../catalogue/incentive.schema';

export const SOUTH_CAROLINA_INCENTIVE_NAME = 'South Carolina Solar Incentive';
/** The South Carolina incentive runs from 0 to 3500 dollars (spec 3 §5). */
export const SOUTH_CAROLINA_INCENTIVE_MAX = 3500;

/**
 * The South Carolina Solar Incentive auto-added for SC customers without saved details: the
 * state's 25 % credit capped at $3,500.
 */
export const SOUTH_CAROLINA_INCENTIVE: Incentive = {
  id: 'south-carolina-solar-incentive',
  name: SOUTH_CAROLINA_INCENTIVE_NAME,
  type: '% of Total Cost',
  value: 25,
  max: SOUTH_CAROLINA_INCENTIVE_MAX,
  hasNoMax: false,
  scope: 'Local',
  statesServiced: ['SC'],
};

/** The SC incentive's max kept within 0–3500 (and never "no max"). Others unchanged. */
export function clampSouthCarolinaIncentive<T extends Pick<Incentive, 'name' | 'max' | 'hasNoMax'>>(
  incentive: T,
): T {
  if (incentive.name !== SOUTH_CAROLINA_INCENTIVE_NAME) return incentive;
  const max = incentive.hasNoMax
    ? SOUTH_CAROLINA_INCENTIVE_MAX
    : Math.min(SOUTH_CAROLINA_INCENTIVE_MAX, Math.max(0, incentive.max));
  return { ...incentive, max, hasNoMax: false };
}

/**
 * Default incentives of new customer details: the Federal Tax Credit, plus the South Carolina
 * incentive for a customer in SC.
 */
export function defaultIncentives(customerState: string | null, federal: Incentive): IncentiveEntry[] {
  const entries: IncentiveEntry[] = [{ incentive: federal, deduction: 0 }];
  if (customerState === 'SC') entries.push({ incentive: SOUTH_CAROLINA_INCENTIVE, deduction: 0 });
  return entries;
}

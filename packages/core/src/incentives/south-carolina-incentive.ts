import { SOUTH_CAROLINA_INCENTIVE_MAX } from '../api/catalogue/incentives.schema';
import type { Incentive, IncentiveEntry } from '../catalogue/incentive.schema';

export const SOUTH_CAROLINA_INCENTIVE_NAME = 'South Carolina Solar Incentive';

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
  kind: 'southCarolina',
};

/**
 * The South Carolina incentive: the one marked `kind: 'southCarolina'` in the catalogue (and the
 * built-in SOUTH_CAROLINA_INCENTIVE). Serving SC does not make an incentive this one: an NC and
 * SC utility rebate keeps its own value and max.
 */
export function isSouthCarolinaIncentive(incentive: Pick<Incentive, 'kind'>): boolean {
  return incentive.kind === 'southCarolina';
}

const clampTo3500 = (value: number) => Math.min(SOUTH_CAROLINA_INCENTIVE_MAX, Math.max(0, value));

/**
 * A South Carolina incentive runs from 0 to 3500, and so does its max (spec 3 §5): value and max
 * clamped to 0–3500, and it always has a max (3500 when none was set). Others unchanged.
 */
export function clampSouthCarolinaIncentive<
  T extends Pick<Incentive, 'kind' | 'value' | 'max' | 'hasNoMax'>,
>(incentive: T): T {
  if (!isSouthCarolinaIncentive(incentive)) return incentive;
  const max = incentive.hasNoMax ? SOUTH_CAROLINA_INCENTIVE_MAX : clampTo3500(incentive.max);
  const value = clampTo3500(incentive.value);
  if (max === incentive.max && value === incentive.value && !incentive.hasNoMax) return incentive;
  return { ...incentive, value, max, hasNoMax: false };
}

/**
 * Default incentives of new customer details: the Federal Tax Credit, plus the South Carolina
 * incentive for a customer in SC.
 */
export function defaultIncentives(
  customerState: string | null,
  federal: Incentive,
): IncentiveEntry[] {
  const entries: IncentiveEntry[] = [{ incentive: federal, deduction: 0 }];
  if (customerState === 'SC') entries.push({ incentive: SOUTH_CAROLINA_INCENTIVE, deduction: 0 });
  return entries;
}

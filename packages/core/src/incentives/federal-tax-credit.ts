import { FEDERAL_TAX_CREDIT_MAX_PERCENT } from '../api/catalogue/incentives.schema';
import type { Incentive, IncentiveEntry } from '../catalogue/incentive.schema';

/** The built-in Federal Tax Credit: 26 % of total cost, no max (spec 2 §3). */
export const FEDERAL_TAX_CREDIT: Incentive = {
  id: 'federal-tax-credit',
  name: 'Federal Tax Credit',
  type: '% of Total Cost',
  value: FEDERAL_TAX_CREDIT_MAX_PERCENT,
  max: 0,
  hasNoMax: true,
  scope: 'Federal',
  statesServiced: [],
};

/** A Federal percentage incentive's value clamped to 0–26 %. Other incentives unchanged. */
export function clampFederalIncentive<T extends Pick<Incentive, 'scope' | 'type' | 'value'>>(
  incentive: T,
): T {
  if (incentive.scope !== 'Federal' || incentive.type !== '% of Total Cost') return incentive;
  const value = Math.min(FEDERAL_TAX_CREDIT_MAX_PERCENT, Math.max(0, incentive.value));
  return value === incentive.value ? incentive : { ...incentive, value };
}

/** The entries with the Federal Tax Credit put in front when no Federal incentive exists. */
export function withFederalIncentive(entries: readonly IncentiveEntry[]): IncentiveEntry[] {
  if (entries.some((e) => e.incentive.scope === 'Federal')) return [...entries];
  return [{ incentive: FEDERAL_TAX_CREDIT, deduction: 0 }, ...entries];
}

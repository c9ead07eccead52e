import type { Incentive } from '../catalogue/incentive.schema';
import { type Kw, type Kwh, type Usd, usd, WATTS_PER_KW } from '../units';

/** What a deduction is computed from. */
export interface DeductionBase {
  totalSystemCost: Usd;
  systemSize: Kw;
  /** Annual production after shading. */
  annualProduction: Kwh;
}

/**
 * Uncapped deduction by type (spec 2 §9 "Incentive deductions"):
 *
 *   '% of Total Cost'                        cost × value / 100
 *   '$ per Watt'                             1000 × kW × value
 *   '$ per kWh'                              annual production × value
 *   'Fixed Amount', 'Today Only Incentive'   value
 */
export function rawDeduction(
  incentive: Pick<Incentive, 'type' | 'value'>,
  base: DeductionBase,
): Usd {
  switch (incentive.type) {
    case '% of Total Cost':
      return usd((base.totalSystemCost * incentive.value) / 100);
    case '$ per Watt':
      return usd(WATTS_PER_KW * base.systemSize * incentive.value);
    case '$ per kWh':
      return usd(base.annualProduction * incentive.value);
    case 'Fixed Amount':
    case 'Today Only Incentive':
      return usd(incentive.value);
  }
}

/** Capped at `max` unless `hasNoMax`; never below 0. */
export function capDeduction(amount: Usd, incentive: Pick<Incentive, 'max' | 'hasNoMax'>): Usd {
  const floored = Math.max(0, amount);
  return usd(incentive.hasNoMax ? floored : Math.min(floored, Math.max(0, incentive.max)));
}

/** The deduction of one incentive: rawDeduction capped by its max. */
export function incentiveDeduction(
  incentive: Pick<Incentive, 'type' | 'value' | 'max' | 'hasNoMax'>,
  base: DeductionBase,
): Usd {
  return capDeduction(rawDeduction(incentive, base), incentive);
}

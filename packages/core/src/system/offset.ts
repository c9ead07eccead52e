import { type Kwh, type Percent, percent } from '../units';

/** Solar and total offsets of a build, percent of pre-solar usage. */
export interface Offsets {
  /** Solar-only offset: production / usage × 100. */
  solarOffset: Percent;
  /** Total offset: solar offset + the efficiency adders' reduction. */
  totalOffset: Percent;
}

/**
 * Offsets (spec 2 §5 offset limits):
 *
 *   solarOffset = 100 × annual production / annual usage
 *   totalOffset = solarOffset + efficiency reduction %
 *
 * The efficiency adders (LED, thermostat, insulation) cut usage by a percentage of the
 * pre-solar usage, so they add that many points of offset. No usage → 0 for both.
 */
export function offsets(production: Kwh, usage: Kwh, efficiencyReduction: Percent): Offsets {
  if (usage <= 0) return { solarOffset: percent(0), totalOffset: percent(0) };
  const solarOffset = (100 * production) / usage;
  return {
    solarOffset: percent(solarOffset),
    totalOffset: percent(solarOffset + efficiencyReduction),
  };
}

/** Offsets are shown with 2 decimals; a limit is exceeded only by the shown figure. */
export function roundOffset(offset: number): number {
  return Math.round(offset * 100) / 100;
}

import { type Kwh, type Percent, kwh } from '../units';

/**
 * Production after shading (spec 2 §9): kWh × (1 − shadingReductionPct / 100). The percent is
 * clamped to 0–100; it is 0 when 'Has Shading' is off.
 */
export function applyShading(production: Kwh, shadingReductionPct: Percent): Kwh {
  const pct = Math.min(100, Math.max(0, shadingReductionPct));
  return kwh(production * (1 - pct / 100));
}

/** Shading applied to each month of a series. */
export function applyShadingMonthly(monthly: readonly Kwh[], shadingReductionPct: Percent): Kwh[] {
  return monthly.map((value) => applyShading(value, shadingReductionPct));
}

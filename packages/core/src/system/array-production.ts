import { MONTHS_PER_YEAR } from '../catalogue/months';
import type { PanelArray } from '../proposal/panel-array.schema';
import { type Kwh, kwh } from '../units';

type ProductionSource = Pick<PanelArray, 'panels' | 'production' | 'singlePanelProduction'>;

/**
 * Monthly production of one array, Jan–Dec, kWh:
 *
 *   production_m = panels × singlePanelProduction_m    (when the 12 per-panel values exist)
 *   production_m = production_m                          (otherwise, the stored array figure)
 *
 * An array with 0 panels produces nothing; one with no figures yet produces 0.
 */
export function arrayMonthlyProduction(array: ProductionSource): Kwh[] {
  const out = new Array<Kwh>(MONTHS_PER_YEAR).fill(kwh(0));
  if (array.panels <= 0) return out;
  if (array.singlePanelProduction.length === MONTHS_PER_YEAR) {
    for (let m = 0; m < MONTHS_PER_YEAR; m += 1) {
      out[m] = kwh(array.panels * array.singlePanelProduction[m]!);
    }
    return out;
  }
  if (array.production.length === MONTHS_PER_YEAR) {
    for (let m = 0; m < MONTHS_PER_YEAR; m += 1) out[m] = kwh(array.production[m]!);
  }
  return out;
}

/** Annual production of one array: Σ_m production_m. */
export function arrayAnnualProduction(array: ProductionSource): Kwh {
  return kwh(arrayMonthlyProduction(array).reduce((a, b) => a + b, 0));
}

/** Annual production of one panel on a face: Σ_m singlePanelProduction_m (0 if unknown). */
export function singlePanelAnnualProduction(array: Pick<PanelArray, 'singlePanelProduction'>): Kwh {
  return kwh(array.singlePanelProduction.reduce((a, b) => a + b, 0));
}

/** Monthly production of the whole build: Σ_arrays production_m. */
export function totalMonthlyProduction(arrays: readonly ProductionSource[]): Kwh[] {
  const total = new Array<number>(MONTHS_PER_YEAR).fill(0);
  for (const array of arrays) {
    const monthly = arrayMonthlyProduction(array);
    for (let m = 0; m < MONTHS_PER_YEAR; m += 1) total[m]! += monthly[m]!;
  }
  return total.map(kwh);
}

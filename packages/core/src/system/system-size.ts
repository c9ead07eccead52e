import { type Kw, type Watts, kw, WATTS_PER_KW } from '../units';

/** Anything with a panel count (a panel array). */
export interface HasPanels {
  panels: number;
}

/** Σ panels over the arrays. */
export function totalPanels(arrays: readonly HasPanels[]): number {
  let total = 0;
  for (const array of arrays) total += array.panels;
  return total;
}

/**
 * System size (spec 2 §9): kW = Σ_arrays cells × panels / 1000, where `cells` is the panel's
 * rating in watts. No panel chosen → 0 kW.
 */
export function systemSize(panelWatts: Watts | null, arrays: readonly HasPanels[]): Kw {
  if (!panelWatts) return kw(0);
  return kw((panelWatts * totalPanels(arrays)) / WATTS_PER_KW);
}

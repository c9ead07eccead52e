import { orderBySouth } from '../system/azimuth';
import type { BaseTemplate } from '../brand/base-templates';

/** Minimum panels in total (spec 3 §5, §9). */
export const RED_LINE_MINIMUM_PANELS = 9;
export const PRODUCT_MINIMUM_PANELS = 11;
export const TITAN_MINIMUM_PANELS = 15;

/**
 * Minimum panels of a build: 9 on red line; otherwise 15 for Titan and 11 for {product} (and,
 * the spec naming no other, for Solcius and CEE too).
 */
export function minimumPanels(isRedLine: boolean, baseTemplate: BaseTemplate | null): number {
  if (isRedLine) return RED_LINE_MINIMUM_PANELS;
  return baseTemplate === 'Titan' ? TITAN_MINIMUM_PANELS : PRODUCT_MINIMUM_PANELS;
}

/** A build brought up to the minimum (spec 3 §5 "Minimum system"). */
export interface MinimumSystemAdjustment<T> {
  arrays: T[];
  /** True when panels were added: 'Minimun system reached. …' is shown. */
  isAdjusted: boolean;
}

/**
 * Spec 3 §5: below the minimum system 'Minimun system reached. To remove more panels please
 * create a redesign request.' shows and the value is adjusted. A build with panels but fewer than
 * `minimum` in total gets the missing panels on its most south-facing array that already has
 * panels (the face the build favours, spec 2 §9); a build without panels is left alone ('System
 * Size Cannot Be 0').
 */
export function raiseToMinimumSystem<T extends { panels: number; azimuth: number | null }>(
  arrays: readonly T[],
  minimum: number,
): MinimumSystemAdjustment<T> {
  const total = arrays.reduce((sum, a) => sum + a.panels, 0);
  if (total <= 0 || total >= minimum) return { arrays: [...arrays], isAdjusted: false };
  const target = orderBySouth(arrays).find((i) => arrays[i]!.panels > 0)!;
  return {
    arrays: arrays.map((a, i) => (i === target ? { ...a, panels: a.panels + minimum - total } : a)),
    isAdjusted: true,
  };
}

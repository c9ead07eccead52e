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

import { type Usd, usd } from '../units';

/** Dollars per point and the points range (spec 2 §9). */
export const DOLLARS_PER_POINT = usd(290);
export const MIN_POINTS = 0;
export const MAX_POINTS = 15;

/** Points clamped to 0–15 whole points. */
export function clampPoints(points: number): number {
  return Math.min(MAX_POINTS, Math.max(MIN_POINTS, Math.round(points)));
}

/** Points adder: $290 × points, points clamped to 0–15. */
export function pointsAdderDollars(points: number): Usd {
  return usd(DOLLARS_PER_POINT * clampPoints(points));
}

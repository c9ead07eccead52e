import { type Degrees, degrees } from '../units';

/** Due south (spec 2 §9: arrays are sorted by closeness to azimuth 180). */
export const SOUTH_AZIMUTH = degrees(180);

/**
 * North-facing test (spec 2 §5): azimuth in 0–89 or 271–360 is north-facing and not allowed.
 * An empty value (null) is not north-facing. Fractional bearings between the ranges' ends
 * (89 < a < 90, 270 < a < 271) are not north-facing either.
 */
export function isNorthFacing(azimuth: Degrees | number | null): boolean {
  if (azimuth === null || Number.isNaN(azimuth)) return false;
  return (azimuth >= 0 && azimuth <= 89) || (azimuth >= 271 && azimuth <= 360);
}

/** Angular distance from south: |azimuth − 180| (0 = south, 180 = north). Null → 180. */
export function distanceFromSouth(azimuth: Degrees | number | null): Degrees {
  if (azimuth === null || Number.isNaN(azimuth)) return degrees(180);
  return degrees(Math.abs(azimuth - SOUTH_AZIMUTH));
}

/**
 * Indices of the arrays ordered by closeness to south, nearest first; ties keep input order,
 * and arrays without an azimuth come last.
 */
export function orderBySouth(arrays: readonly { azimuth: number | null }[]): number[] {
  return arrays
    .map((array, index) => ({
      index,
      distance: array.azimuth === null ? Infinity : distanceFromSouth(array.azimuth),
    }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map((entry) => entry.index);
}

import { isNorthFacing, MAX_PANEL_ARRAYS, orderBySouth } from '@pb/core';

/** 'Add Panel Array' is disabled at 9 or more arrays (spec 3 §5). */
export const canAddPanelArray = (count: number) => count < MAX_PANEL_ARRAYS;

/** The first array cannot be removed. */
export const canRemovePanelArray = (index: number) => index > 0;

/** Grid columns (of 12) an array card takes: 12 / count, or 4 when there are more than 3. */
export const panelArrayColumns = (count: number) =>
  count > 3 ? 4 : Math.floor(12 / Math.max(1, count));

/** 'North' chip: azimuth 0–89 or 271–360; an empty azimuth is not north-facing. */
export const isNorthArray = (azimuth: number | null | undefined) =>
  isNorthFacing(typeof azimuth === 'number' ? azimuth : null);

/**
 * Index of the array that gets the 'South' chip: the one closest to azimuth 180 (ties: the
 * first); none while no array has an azimuth.
 */
export function southmostIndex(arrays: readonly { azimuth: number | null | undefined }[]): number {
  const withAzimuth = arrays.map((a) => ({
    azimuth: typeof a.azimuth === 'number' ? a.azimuth : null,
  }));
  if (!withAzimuth.some((a) => a.azimuth !== null)) return -1;
  return orderBySouth(withAzimuth)[0] ?? -1;
}

/** Above maxPanelsAllowed (0 = no max) a warning shows. */
export const isOverMaxAllowed = (
  panels: number | null | undefined,
  maxPanelsAllowed: number | null | undefined,
) =>
  typeof panels === 'number' &&
  typeof maxPanelsAllowed === 'number' &&
  maxPanelsAllowed > 0 &&
  panels > maxPanelsAllowed;

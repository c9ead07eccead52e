import { describe, expect, it } from 'vitest';
import {
  canAddPanelArray,
  canRemovePanelArray,
  isNorthArray,
  isOverMaxAllowed,
  panelArrayColumns,
  southmostIndex,
} from './panel-array-rules';

describe('panel array rules (spec 3 §5)', () => {
  it('allows at most 9 arrays and never removing the first', () => {
    expect([1, 8, 9, 10].map(canAddPanelArray)).toEqual([true, true, false, false]);
    expect([0, 1, 8].map(canRemovePanelArray)).toEqual([false, true, true]);
  });

  it.each([
    [1, 12],
    [2, 6],
    [3, 4],
    [4, 4],
    [9, 4],
  ])('%i arrays take %i of 12 columns each', (count, columns) => {
    expect(panelArrayColumns(count)).toBe(columns);
  });

  it.each([
    [0, true],
    [89, true],
    [89.5, false],
    [90, false],
    [180, false],
    [270, false],
    [271, true],
    [360, true],
    [null, false],
    [undefined, false],
  ])('azimuth %s is north-facing: %s', (azimuth, isNorth) => {
    expect(isNorthArray(azimuth)).toBe(isNorth);
  });

  it('marks the array closest to 180 as southmost, none without azimuths', () => {
    expect(southmostIndex([{ azimuth: 90 }, { azimuth: 200 }, { azimuth: 170 }])).toBe(2);
    expect(southmostIndex([{ azimuth: null }, { azimuth: 270 }])).toBe(1);
    expect(southmostIndex([{ azimuth: null }, { azimuth: undefined }])).toBe(-1);
  });

  it('warns only above a panel max (0 = no max)', () => {
    expect(isOverMaxAllowed(17, 16)).toBe(true);
    expect(isOverMaxAllowed(16, 16)).toBe(false);
    expect(isOverMaxAllowed(40, 0)).toBe(false);
    expect(isOverMaxAllowed(null, 4)).toBe(false);
  });
});

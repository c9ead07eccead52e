import { describe, expect, it } from 'vitest';
import { distanceFromSouth, isNorthFacing, orderBySouth } from './azimuth';

describe('isNorthFacing: 0–89 and 271–360; empty is not north', () => {
  it.each([
    [0, true],
    [45, true],
    [89, true],
    [89.5, false],
    [90, false],
    [180, false],
    [270, false],
    [270.5, false],
    [271, true],
    [360, true],
    [null, false],
  ] as const)('azimuth %s → %s', (azimuth, expected) => {
    expect(isNorthFacing(azimuth)).toBe(expected);
  });
});

describe('ordering by closeness to south (180)', () => {
  it('measures |azimuth − 180|', () => {
    expect(distanceFromSouth(200)).toBe(20);
    expect(distanceFromSouth(90)).toBe(90);
  });

  it('sorts nearest first, ties in input order, empty azimuths last', () => {
    // distances: 90, 0, 90, (none), 20 → indices 1, 4, 0, 2, 3
    const arrays = [
      { azimuth: 90 },
      { azimuth: 180 },
      { azimuth: 270 },
      { azimuth: null },
      { azimuth: 200 },
    ];
    expect(orderBySouth(arrays)).toEqual([1, 4, 0, 2, 3]);
  });
});

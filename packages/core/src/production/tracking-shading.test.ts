import { describe, expect, it } from 'vitest';
import {
  SkyDiffuseTable,
  arrayLayout,
  diffuseDerates,
  fixedShadeFraction,
  oneAxisShadeFraction,
} from './self-shading';
import {
  TRACK_ONE_AXIS,
  TRACK_TWO_AXIS,
  backtrackDeg,
  surfaceAngles,
  trueTrackDeg,
} from './tracking';

const DEG = Math.PI / 180;
const angles = () => ({ inc: 0, tilt: 0, azimuth: 0, rot: 0 });

describe('one-axis tracking (hand-computed, sun due east at 30° elevation, N–S axis)', () => {
  it('true tracking turns −60° (east), backtracking only when rows would shade', () => {
    // sun vector (0.866, 0, 0.5); axis azimuth 180 → atan2(−0.866, 0.5) = −60°
    expect(trueTrackDeg(90, 60, 0, 180)).toBeCloseTo(-60, 9);
    // |cos −60°|/gcr = 1.25 ≥ 1: no shading to avoid at gcr 0.4
    expect(backtrackDeg(-60, 0.4)).toBeCloseTo(-60, 9);
    // gcr 0.6: −60 + acos(0.5/0.6) = −60 + 33.557 = −26.443°
    expect(backtrackDeg(-60, 0.6)).toBeCloseTo(-26.4427, 4);
  });

  it('limits the rotation to ±45°: surface tilt 45°, facing east, incidence 15°', () => {
    const a = surfaceAngles(TRACK_ONE_AXIS, 0, 180, 45, false, 0.4, 60 * DEG, 90 * DEG, angles());
    expect(a.rot / DEG).toBeCloseTo(-45, 9);
    expect(a.tilt / DEG).toBeCloseTo(45, 9);
    expect(a.azimuth / DEG).toBeCloseTo(90, 9);
    // cos θ = sin 60·sin 45 + cos 60·cos 45 = 0.96593
    expect(a.inc / DEG).toBeCloseTo(15, 6);
  });

  it('two-axis trackers face the sun', () => {
    const a = surfaceAngles(TRACK_TWO_AXIS, 0, 180, 45, false, 0.4, 0.7, 2.1, angles());
    expect(a).toEqual({ inc: 0, tilt: 0.7, azimuth: 2.1, rot: 0 });
  });

  it('shaded fraction of a true-tracking row: (0.3 + 0.9 − 1)/1.2 = 1/6 at gcr 0.6', () => {
    expect(oneAxisShadeFraction(0.6, -60, -60)).toBeCloseTo(1 / 6, 9);
    expect(oneAxisShadeFraction(0.4, -45, -10)).toBe(0);
  });
});

describe('fixed-row self-shading', () => {
  const layout = arrayLayout(1000, 1, false, 0.8);

  it('lays 1 kW out as SSC does: four 300 W premium modules, 2 up, 2 rows of 1', () => {
    // area 300/0.21/1000 = 1.428571 m², width √(area/1.7) = 0.916698 m, length 1.558387 m
    expect(layout.width).toBeCloseTo(0.916698, 6);
    expect(layout.length).toBeCloseTo(1.558387, 6);
    expect([layout.nmody, layout.nrows, layout.nmodx, layout.nstrx]).toEqual([2, 2, 1, 0]);
    expect(layout.rowSpacing).toBeCloseTo((2 * 1.558387) / 0.8, 5);
    const big = arrayLayout(250_000, 0, false, 0.4);
    // 834 modules → √417 → 21 rows of ⌈834/42⌉ = 20, 2 strings of 7 along a row
    expect([big.nrows, big.nmodx, big.nstrx]).toEqual([21, 20, 2]);
  });

  it('sun due south at 30° on 30° rows at gcr 0.8: Hs/A = 1 − 1.25/√3 = 0.27831', () => {
    expect(fixedShadeFraction(layout, 30, 180, 60, 180)).toBeCloseTo(1 - 1.25 / Math.sqrt(3), 9);
    expect(fixedShadeFraction(arrayLayout(1000, 1, false, 0.5), 30, 180, 60, 180)).toBe(0);
    expect(fixedShadeFraction(layout, 0, 180, 60, 180)).toBe(0);
    // sun behind the rows: no shading
    expect(fixedShadeFraction(layout, 30, 180, 60, 10)).toBe(0);
  });

  it('sky-diffuse derates: 1 when flat, less for steep dense rows, cached per whole degree', () => {
    const table = new SkyDiffuseTable(0.5, 0);
    expect(table.lookup(0)).toBeCloseTo(1, 12);
    const steep = table.lookup(60.7);
    expect(steep).toBeLessThan(table.lookup(20));
    expect(steep).toBeGreaterThan(0.5);
    expect(table.lookup(60.1)).toBe(steep);
    expect(new SkyDiffuseTable(0.5, 60.1).lookup(60.1)).toBeGreaterThan(steep);
  });

  it('diffuse derates are 1 with no diffuse light and below 1 for shaded ground', () => {
    const table = new SkyDiffuseTable(0.4, 30);
    const out = { sky: 0, ground: 0 };
    expect(diffuseDerates(table, 40, 30, 800, 0.05, 0.04, 0.05, 0.4, 0.2, 2, out)).toEqual({
      sky: 1,
      ground: 1,
    });
    diffuseDerates(table, 40, 30, 800, 100, 90, 20, 0.4, 0.2, 10, out);
    expect(out.sky).toBe(table.lookup(30));
    expect(out.ground).toBeGreaterThan(0);
    expect(out.ground).toBeLessThan(1);
  });
});

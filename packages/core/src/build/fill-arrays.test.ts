import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kwh, watts } from '../units';
import { type FillArraysInput, fillArrays } from './fill-arrays';

// A: south, max 15, 600 kWh/panel; B: azimuth 200, max 30, 500 kWh/panel; C: north, 700 kWh/panel
const input = (overrides: Partial<FillArraysInput> = {}): FillArraysInput => ({
  arrays: [
    { azimuth: 180, maxPanelsAllowed: 15 },
    { azimuth: 200, maxPanelsAllowed: 30 },
    { azimuth: 0, maxPanelsAllowed: 30 },
  ],
  perPanelProduction: [kwh(600), kwh(500), kwh(700)],
  neededProduction: kwh(12_000),
  extraPanels: 0,
  panelWatts: watts(400),
  systemSizeLimit: 0,
  ...overrides,
});

describe('fillArrays: south first, up to each max, never north', () => {
  it('fills A to its max, then B', () => {
    // A: ceil(12000/600) = 20 → 15 (max), 9000 kWh; B: ceil(3000/500) = 6
    expect(fillArrays(input()).panels).toEqual([15, 6, 0]);
  });

  it('puts what cannot fit on the best face, over its max', () => {
    // A 10 (6000) + B 5 (2500) = 8500; missing 3500 → A + ceil(3500/600) = 6 → 16
    const arrays = [
      { azimuth: 180, maxPanelsAllowed: 10 },
      { azimuth: 200, maxPanelsAllowed: 5 },
      { azimuth: 0, maxPanelsAllowed: 30 },
    ];
    const result = fillArrays(input({ arrays }));
    expect(result.panels).toEqual([16, 5, 0]);
    expect(result.isOverMaxAllowed).toBe(true);
  });

  it('rounds a single panel to 2', () => {
    // 590 kWh needs 1 panel on A → 2
    expect(fillArrays(input({ neededProduction: kwh(590) })).panels).toEqual([2, 0, 0]);
  });

  it('adds the extra panels where a face has room under its max', () => {
    // A is full at 15 of 15, so the 2 extra panels go on B: 6 + 2 = 8 (issue 9: A got 17)
    const result = fillArrays(input({ extraPanels: 2 }));
    expect(result.panels).toEqual([15, 8, 0]);
    expect(result.isOverMaxAllowed).toBe(false);
    // With no room anywhere they go over the best face's max, flagged
    const full = [
      { azimuth: 180, maxPanelsAllowed: 15 },
      { azimuth: 200, maxPanelsAllowed: 6 },
      { azimuth: 0, maxPanelsAllowed: 30 },
    ];
    const over = fillArrays(input({ arrays: full, extraPanels: 1 }));
    expect(over.panels).toEqual([16, 6, 0]);
    expect(over.isOverMaxAllowed).toBe(true);
  });

  it('breaks a tie in distance from south by per-panel production', () => {
    // east (90) and west (270) are both 90° from south; west makes more, so it fills first:
    // ceil(9000 / 470) = 20 → max 15 on west (7050), then east ceil(1950 / 451) = 5
    const arrays = [
      { azimuth: 90, maxPanelsAllowed: 15 },
      { azimuth: 270, maxPanelsAllowed: 15 },
    ];
    const result = fillArrays(
      input({ arrays, perPanelProduction: [kwh(451), kwh(470)], neededProduction: kwh(9000) }),
    );
    expect(result.panels).toEqual([5, 15]);
    expect(result.bestIndex).toBe(1);
  });

  it('keeps within the kW limit from the least south-facing face', () => {
    // 6 kW / 400 W = 15 panels: 21 − 15 = 6 come off B
    const result = fillArrays(input({ systemSizeLimit: 6 }));
    expect(result.panels).toEqual([15, 0, 0]);
    expect(result.isSizeLimited).toBe(true);
    // 0 = no limit
    expect(fillArrays(input({ systemSizeLimit: 0 })).isSizeLimited).toBe(false);
  });

  it('never leaves 1 panel when cutting to the limit', () => {
    // 6.4 kW → 16 panels: B 6 − 5 = 1 → 0
    expect(fillArrays(input({ systemSizeLimit: 6.4 })).panels).toEqual([15, 0, 0]);
  });

  it('has nothing to fill without usable faces or without usage', () => {
    const north = [{ azimuth: 10, maxPanelsAllowed: 30 }];
    expect(fillArrays(input({ arrays: north, perPanelProduction: [kwh(700)] }))).toMatchObject({
      panels: [0],
      bestIndex: -1,
    });
    expect(fillArrays(input({ perPanelProduction: [kwh(0), kwh(0), kwh(0)] })).bestIndex).toBe(-1);
    expect(fillArrays(input({ neededProduction: kwh(0) })).panels).toEqual([0, 0, 0]);
  });

  it('treats a maxPanelsAllowed of 0 as no max', () => {
    const arrays = [{ azimuth: 180, maxPanelsAllowed: 0 }];
    expect(fillArrays(input({ arrays, perPanelProduction: [kwh(600)] })).panels).toEqual([20]);
  });

  it('trims panels from the least south-facing face to stay within the offset limit', () => {
    // Needed 12 000 → A 15 (9000, full) + B 6 (3000) = 12 000 kWh; +1 nudge on B = 12 500.
    // A limit of 12 000 kWh (100 % of usage): B loses panels until ≤ 12 000 → B 7 → 6 (12 000)
    const result = fillArrays(input({ extraPanels: 1, maxProduction: kwh(12_000) }));
    expect(result.panels).toEqual([15, 6, 0]);
    expect(result.isOffsetLimited).toBe(true);
    // exactly at the limit stays
    expect(fillArrays(input({ maxProduction: kwh(12_000) })).panels).toEqual([15, 6, 0]);
    expect(fillArrays(input({ maxProduction: null })).isOffsetLimited).toBe(false);
  });

  it('never leaves a single panel when trimming to the offset limit', () => {
    // A 15 (9000) + B 6 (3000) = 12 000; limit 9 400: B 6 → 2 (10 000) → 0 (9 000)
    expect(fillArrays(input({ maxProduction: kwh(9_400) })).panels).toEqual([15, 0, 0]);
  });

  it('holds the minimum and keeps the CEE/BSA panel for any roof (no kW limit)', () => {
    const face = fc.record({
      azimuth: fc.option(fc.integer({ min: 0, max: 360 }), { nil: null }),
      maxPanelsAllowed: fc.integer({ min: 0, max: 30 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(face, fc.integer({ min: 0, max: 900 })), { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 1, max: 40_000 }),
        fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
        fc.constantFrom(9, 11, 15),
        (faces, needed, maxProduction, minimumPanels) => {
          const base = {
            arrays: faces.map(([f]) => f),
            perPanelProduction: faces.map(([, p]) => kwh(p)),
            neededProduction: kwh(needed),
            extraPanels: 0,
            panelWatts: watts(400),
            systemSizeLimit: 0,
            maxProduction: maxProduction === null ? null : kwh(maxProduction),
            minimumPanels,
          };
          const without = fillArrays(base);
          const withAdded = fillArrays({ ...base, addedPanels: 1 });
          const total = (p: number[]) => p.reduce((a, b) => a + b, 0);
          if (without.bestIndex < 0) {
            expect(total(without.panels)).toBe(0);
            return;
          }
          expect(total(without.panels)).toBeGreaterThanOrEqual(minimumPanels);
          expect(without.panels.every((n) => n !== 1)).toBe(true);
          expect(total(withAdded.panels)).toBe(total(without.panels) + 1);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { watts } from '../units';
import { systemSize, totalPanels } from './system-size';

describe('systemSize: kW = Σ cells × panels / 1000', () => {
  it.each([
    // cells, panels per array, kW (worked)
    { cells: 400, panels: [10, 5, 0], kw: 6 }, // 400 × 15 / 1000 = 6
    { cells: 365, panels: [12], kw: 4.38 }, // 365 × 12 / 1000 = 4.38
    { cells: 400, panels: [], kw: 0 }, // no arrays
    { cells: 410, panels: [2, 2, 2, 2, 2, 2, 2, 2, 2], kw: 7.38 }, // 9 arrays: 410 × 18 / 1000
  ])('$cells W × $panels → $kw kW', ({ cells, panels, kw }) => {
    const arrays = panels.map((p) => ({ panels: p }));
    expect(systemSize(watts(cells), arrays)).toBeCloseTo(kw, 10);
    expect(totalPanels(arrays)).toBe(panels.reduce((a, b) => a + b, 0));
  });

  it('is 0 kW without a panel', () => {
    expect(systemSize(null, [{ panels: 20 }])).toBe(0);
  });
});

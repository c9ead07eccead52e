import { describe, expect, it } from 'vitest';
import { flatMonths, panelArray } from '../testing/calculation-fixtures';
import {
  arrayAnnualProduction,
  arrayMonthlyProduction,
  singlePanelAnnualProduction,
  totalMonthlyProduction,
} from './array-production';

describe('array production', () => {
  it('is panels × single-panel production per month', () => {
    // 600 kWh/yr per panel = 50 a month; 10 panels → 500 a month, 6000 a year
    const array = panelArray({ panels: 10, singlePanelProduction: flatMonths(600) });
    expect(arrayMonthlyProduction(array)).toEqual(new Array(12).fill(500));
    expect(arrayAnnualProduction(array)).toBeCloseTo(6000, 9);
    expect(singlePanelAnnualProduction(array)).toBeCloseTo(600, 9);
  });

  it('falls back to the stored array production when per-panel figures are missing', () => {
    const production = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const array = panelArray({ panels: 3, singlePanelProduction: [], production });
    expect(arrayMonthlyProduction(array)).toEqual(production);
    expect(arrayAnnualProduction(array)).toBe(78); // 1 + … + 12
  });

  it('is zero with 0 panels or with no figures at all', () => {
    expect(arrayAnnualProduction(panelArray({ panels: 0 }))).toBe(0);
    expect(arrayAnnualProduction(panelArray({ singlePanelProduction: [], production: [] }))).toBe(
      0,
    );
  });

  it('sums the arrays month by month', () => {
    // 10 × 50 + 4 × (480/12 = 40) = 500 + 160 = 660 a month
    const total = totalMonthlyProduction([
      panelArray({ panels: 10 }),
      panelArray({ panels: 4, singlePanelProduction: flatMonths(480) }),
    ]);
    total.forEach((m) => expect(m).toBeCloseTo(660, 9));
  });
});

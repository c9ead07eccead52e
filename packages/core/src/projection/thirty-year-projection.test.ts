import { describe, expect, it } from 'vitest';
import { kw, percent, usd } from '../units';
import { homeValueUplift } from './home-value-uplift';
import { type ProjectionInput, thirtyYearProjection } from './thirty-year-projection';

const cash: ProjectionInput = {
  preSolarMonthlyBill: usd(130),
  postSolarMonthlyBill: usd(10),
  escalator: percent(0),
  initialPeriodPayment: usd(0),
  initialPeriodMonths: 0,
  loanMonthlyPayment: usd(0),
  termMonths: 0,
  outOfPocketCost: usd(28_000),
  isCash: true,
  totalSystemCost: usd(28_000),
  totalIncentives: usd(7280),
};
const loan: ProjectionInput = {
  ...cash,
  isCash: false,
  outOfPocketCost: usd(1000),
  initialPeriodPayment: usd(100),
  initialPeriodMonths: 18,
  loanMonthlyPayment: usd(120),
  termMonths: 300,
};

describe('thirty-year projection', () => {
  it('cash, no escalator', () => {
    // cost of electric = 30 × 12 × 130 = 46 800; utility savings = 30 × 12 × 120 = 43 200
    // cost of solar = 28 000 − 7280 = 20 720 → net 22 480; monthly savings = 130 − 10 = 120
    const result = thirtyYearProjection(cash);
    expect(result.thirtyYearCostOfElectric).toBeCloseTo(46_800, 6);
    expect(result.thirtyYearNetSavings).toBeCloseTo(22_480, 6);
    expect(result.monthlySavings).toBeCloseTo(120, 9);
    expect(result.years).toHaveLength(30);
  });

  it('4 % escalator: 12 × 130 × Σ 1.04^y = 1560 × 56.08494 = 87 492.50', () => {
    // Σ_{y=0}^{29} 1.04^y = (1.04^30 − 1) / 0.04 = (3.2433975 − 1) / 0.04 = 56.084938
    const result = thirtyYearProjection({ ...cash, escalator: percent(4) });
    expect(result.thirtyYearCostOfElectric).toBeCloseTo(87_492.5, 1);
    expect(result.years[1]!.costOfElectric).toBeCloseTo(1622.4, 6); // 1560 × 1.04
  });

  it('loan: out-of-pocket plus the payments inside 30 years', () => {
    // payments = 18 × 100 + 282 × 120 = 1800 + 33 840 = 35 640; + 1000 out of pocket = 36 640
    // net = 43 200 − 36 640 = 6560; monthly savings = 130 − 10 − 120 = 0
    const result = thirtyYearProjection(loan);
    expect(result.thirtyYearNetSavings).toBeCloseTo(6560, 6);
    expect(result.monthlySavings).toBeCloseTo(0, 9);
    expect(result.years[0]!.loanPayments).toBe(1200); // 12 × 100
    expect(result.years[1]!.loanPayments).toBe(1320); // 6 × 100 + 6 × 120 = 600 + 720 (months 13–24)
  });

  it('a 35-year loan counts only the first 360 months', () => {
    // 18 × 100 + (360 − 18) × 120 = 1800 + 41 040 = 42 840 → net = 43 200 − 43 840 = −640
    const result = thirtyYearProjection({ ...loan, termMonths: 420 });
    expect(result.thirtyYearNetSavings).toBeCloseTo(-640, 6);
  });
});

describe('home value uplift: 1000 × kW × 4', () => {
  it.each([
    [8, 32_000],
    [6.4, 25_600],
    [0, 0],
  ])('%s kW → $%s', (size, expected) => {
    expect(homeValueUplift(kw(size))).toBeCloseTo(expected, 9);
  });
});

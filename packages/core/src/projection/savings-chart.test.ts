import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percent, usd } from '../units';
import { electricCostHistory, HISTORY_YEARS, savingsByPeriod } from './savings-chart';
import { thirtyYearProjection } from './thirty-year-projection';

describe('electricCostHistory', () => {
  it.each([
    // preBill, escalator, year 0, year −1, oldest (−19)
    [100, 0, 1200, 1200, 1200],
    [100, 4, 1200, 1200 / 1.04, 1200 / 1.04 ** 19],
    [250, 8, 3000, 3000 / 1.08, 3000 / 1.08 ** 19],
  ])('bill %d at %d %% → %d this year', (bill, escalator, now, last, oldest) => {
    const h = electricCostHistory(usd(bill), percent(escalator));
    expect(h).toHaveLength(HISTORY_YEARS);
    expect(h[0]!.year).toBe(-19);
    expect(h[19]!.year).toBe(0);
    expect(h[19]!.costOfElectric).toBeCloseTo(now, 9);
    expect(h[18]!.costOfElectric).toBeCloseTo(last, 9);
    expect(h[0]!.costOfElectric).toBeCloseTo(oldest, 9);
  });

  it('joins the projection: year 0 of the history is year 1 of the projection', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 1, max: 8, noNaN: true }),
        (bill, e) => {
          const h = electricCostHistory(usd(bill), percent(e));
          const p = thirtyYearProjection({
            preSolarMonthlyBill: usd(bill),
            postSolarMonthlyBill: usd(0),
            escalator: percent(e),
            initialPeriodPayment: usd(0),
            initialPeriodMonths: 0,
            loanMonthlyPayment: usd(0),
            termMonths: 0,
            outOfPocketCost: usd(0),
            isCash: true,
            totalSystemCost: usd(0),
            totalIncentives: usd(0),
          });
          expect(h[19]!.costOfElectric).toBeCloseTo(p.years[0]!.costOfElectric, 6);
          // Rising: each year costs more than the one before.
          for (let i = 1; i < h.length; i += 1)
            expect(h[i]!.costOfElectric).toBeGreaterThan(h[i - 1]!.costOfElectric);
        },
      ),
    );
  });
});

describe('savingsByPeriod', () => {
  const year = (y: number, cost: number, post: number, loan: number) => ({
    year: y,
    costOfElectric: usd(cost),
    postSolarCost: usd(post),
    loanPayments: usd(loan),
  });
  it('splits at the loan term: a 2-year loan puts years 1–2 during, 3 after', () => {
    const years = [year(1, 1200, 120, 900), year(2, 1300, 130, 900), year(3, 1400, 140, 0)];
    // During: (1200−120−900) + (1300−130−900) = 180 + 270 = 450; after: 1400−140 = 1260.
    expect(savingsByPeriod(years, 24)).toEqual({ duringLoan: 450, afterLoan: 1260 });
  });
  it('a term ending mid-year keeps that year in the loan term', () => {
    const years = [year(1, 1000, 0, 500), year(2, 1000, 0, 250), year(3, 1000, 0, 0)];
    expect(savingsByPeriod(years, 18)).toEqual({ duringLoan: 1250, afterLoan: 1000 });
  });
  it('cash (term 0): everything is after', () => {
    expect(savingsByPeriod([year(1, 1000, 100, 0)], 0)).toEqual({ duringLoan: 0, afterLoan: 900 });
  });
  it('during + after equals the total of the yearly savings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5000), fc.nat(5000), fc.nat(5000)), { maxLength: 30 }),
        fc.nat(360),
        (rows, term) => {
          const years = rows.map(([c, p, l], i) => year(i + 1, c, p, l));
          const { duringLoan, afterLoan } = savingsByPeriod(years, term);
          const total = years.reduce(
            (s, y) => s + y.costOfElectric - y.postSolarCost - y.loanPayments,
            0,
          );
          expect(duringLoan + afterLoan).toBeCloseTo(total, 6);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percent, usd } from '../units';
import { electricCostHistory, HISTORY_YEARS, savingsByPeriod } from './savings-chart';
import { thirtyYearProjection, upfrontCostOfSolar } from './thirty-year-projection';

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
    expect(savingsByPeriod(years, 24, usd(0))).toEqual({ duringLoan: 450, afterLoan: 1260 });
  });
  it('a term ending mid-year keeps that year in the loan term', () => {
    const years = [year(1, 1000, 0, 500), year(2, 1000, 0, 250), year(3, 1000, 0, 0)];
    expect(savingsByPeriod(years, 18, usd(0))).toEqual({ duringLoan: 1250, afterLoan: 1000 });
  });
  it('cash (term 0): everything is after', () => {
    expect(savingsByPeriod([year(1, 1000, 100, 0)], 0, usd(0))).toEqual({
      duringLoan: 0,
      afterLoan: 900,
    });
  });
  it('during + after equals the total of the yearly savings', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(5000), fc.nat(5000), fc.nat(5000)), { maxLength: 30 }),
        fc.nat(360),
        (rows, term) => {
          const years = rows.map(([c, p, l], i) => year(i + 1, c, p, l));
          const { duringLoan, afterLoan } = savingsByPeriod(years, term, usd(0));
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

describe('savingsByPeriod adds up to 30 Year Net Savings (issue 31)', () => {
  const loan = {
    preSolarMonthlyBill: usd(150),
    postSolarMonthlyBill: usd(20),
    escalator: percent(4),
    initialPeriodPayment: usd(100),
    initialPeriodMonths: 17,
    loanMonthlyPayment: usd(120),
    termMonths: 25 * 12 - 18 + 17,
    outOfPocketCost: usd(1500),
    isCash: false,
    totalSystemCost: usd(30_000),
    totalIncentives: usd(7800),
  };

  it('takes the $1,500 down payment off the savings during the loan term', () => {
    const projection = thirtyYearProjection(loan);
    const withoutDown = savingsByPeriod(projection.years, loan.termMonths, usd(0));
    const periods = savingsByPeriod(projection.years, loan.termMonths, upfrontCostOfSolar(loan));
    expect(periods.duringLoan).toBeCloseTo(withoutDown.duringLoan - 1500, 6);
    expect(periods.afterLoan).toBeCloseTo(withoutDown.afterLoan, 6);
    expect(periods.duringLoan + periods.afterLoan).toBeCloseTo(projection.thirtyYearNetSavings, 6);
  });

  it('a cash deal pays total − incentives up front, all of it "after"', () => {
    const cash = { ...loan, isCash: true, termMonths: 0, initialPeriodMonths: 0 };
    expect(upfrontCostOfSolar(cash)).toBe(30_000 - 7800);
    const projection = thirtyYearProjection(cash);
    const periods = savingsByPeriod(projection.years, 0, upfrontCostOfSolar(cash));
    expect(periods.duringLoan).toBe(0);
    expect(periods.afterLoan).toBeCloseTo(projection.thirtyYearNetSavings, 6);
  });

  it('during + after = thirtyYearNetSavings for any loan or cash deal', () => {
    fc.assert(
      fc.property(
        fc.record({
          pre: fc.integer({ min: 0, max: 2000 }),
          post: fc.integer({ min: 0, max: 500 }),
          escalator: fc.integer({ min: 2, max: 16 }).map((h) => h / 2),
          x0: fc.integer({ min: 0, max: 900 }),
          x1: fc.integer({ min: 0, max: 900 }),
          years: fc.integer({ min: 0, max: 30 }),
          down: fc.integer({ min: 0, max: 20_000 }),
          total: fc.integer({ min: 20_000, max: 90_000 }),
          incentives: fc.integer({ min: 0, max: 20_000 }),
        }),
        (r) => {
          const isCash = r.years === 0;
          const input = {
            preSolarMonthlyBill: usd(r.pre),
            postSolarMonthlyBill: usd(r.post),
            escalator: percent(r.escalator),
            initialPeriodPayment: usd(r.x0),
            initialPeriodMonths: isCash ? 0 : 17,
            loanMonthlyPayment: usd(r.x1),
            termMonths: isCash ? 0 : r.years * 12 - 1,
            outOfPocketCost: usd(r.down),
            isCash,
            totalSystemCost: usd(r.total),
            totalIncentives: usd(r.incentives),
          };
          const projection = thirtyYearProjection(input);
          const { duringLoan, afterLoan } = savingsByPeriod(
            projection.years,
            input.termMonths,
            upfrontCostOfSolar(input),
          );
          expect(duringLoan + afterLoan).toBeCloseTo(projection.thirtyYearNetSavings, 6);
        },
      ),
    );
  });
});

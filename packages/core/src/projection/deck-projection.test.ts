import { describe, expect, it } from 'vitest';
import { deckSavingsTiles } from './deck-projection';

/**
 * Issue 31: with $1,500 down the tiles read during $37,166 + after $25,601 = $62,767 while the
 * net savings read $61,267; the down payment is paid at signing, during the loan term.
 */
describe('deckSavingsTiles', () => {
  // $100 before, $10 after: 12 × 90 = $1,080 a year of utility savings at 0 %.
  // A 24-month loan: 17 × $50 then 7 × $60 → year 1 $600, year 2 5 × 50 + 7 × 60 = $670.
  const loan = {
    preSolarMonthlyBill: 100,
    postSolarMonthlyBill: 10,
    initialPeriodPayment: 50,
    initialPeriodMonths: 17,
    loanMonthlyPayment: 60,
    termMonths: 24,
    outOfPocketCost: 1500,
    isCash: false,
    totalSystemCost: 30_000,
    totalIncentives: 7800,
  };

  it.each([
    // down, during = 480 + 410 − down, after = 28 × 1080, net = 32 400 − down − 1270
    [0, 890, 30_240, 31_130],
    [1500, -610, 30_240, 29_630],
  ])('$%d down: during %d, after %d, net %d', (down, during, after, net) => {
    const { projection, periods } = deckSavingsTiles({ ...loan, outOfPocketCost: down }, 0);
    expect(periods.duringLoan).toBeCloseTo(during, 6);
    expect(periods.afterLoan).toBeCloseTo(after, 6);
    expect(projection.thirtyYearNetSavings).toBeCloseTo(net, 6);
  });

  it('cash: total − incentives comes off the "after" tile', () => {
    const cash = { ...loan, isCash: true, termMonths: 0, initialPeriodMonths: 0 };
    const { projection, periods } = deckSavingsTiles(cash, 0);
    // 30 × 1080 − (30 000 − 7800) = 32 400 − 22 200.
    expect(periods).toEqual({ duringLoan: 0, afterLoan: 10_200 });
    expect(projection.thirtyYearNetSavings).toBeCloseTo(10_200, 6);
  });
});

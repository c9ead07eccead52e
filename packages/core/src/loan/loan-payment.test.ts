import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financeOption } from '../testing/calculation-fixtures';
import { fraction, monthCount, usd } from '../units';
import {
  amortizedPayment,
  balanceAfter,
  displayedPayment,
  levelPaymentWithPaydown,
  loanPayments,
} from './loan-payment';
import { searchAmortizedPayment, searchLevelPaymentWithPaydown } from './loan-payment-search';
import { type LoanSchedule, loanSchedule } from './loan-terms';

/** A two-month loan at 10 % a month, paydown after month 1: small enough to work by hand. */
const tiny: LoanSchedule = {
  rate: fraction(0.1),
  term: monthCount(2),
  initialPeriod: monthCount(1),
  remainingTerm: monthCount(1),
  initialPayments: monthCount(1),
};

describe('amortizedPayment: r B / (1 − (1 + r)^−m)', () => {
  it.each([
    // 0.01 × 10 000 / (1 − 1.01^−12) = 100 / 0.1125508 = 888.4879
    { balance: 10_000, rate: 0.01, months: 12, expected: 888.4879 },
    // zero APR: 12 000 / 120 = 100
    { balance: 12_000, rate: 0, months: 120, expected: 100 },
    { balance: 0, rate: 0.01, months: 12, expected: 0 },
    { balance: 1000, rate: 0.01, months: 0, expected: 0 },
  ])('$balance over $months at $rate', ({ balance, rate, months, expected }) => {
    expect(amortizedPayment(usd(balance), rate, months)).toBeCloseTo(expected, 4);
  });
});

describe('levelPaymentWithPaydown: r (P(1+r)^n − T(1+r)^(n−I)) / ((1+r)^n − 1)', () => {
  it('works by hand on a two-month loan', () => {
    // X = 0.1 × (1000 × 1.21 − 100 × 1.1) / 0.21 = 110 / 0.21 = 523.8095
    // check: 1000 × 1.1 − 523.8095 − 100 = 476.1905; × 1.1 = 523.8095 → 0 after the 2nd payment
    expect(levelPaymentWithPaydown(usd(1000), usd(100), tiny)).toBeCloseTo(523.8095, 4);
  });

  it('zero APR: (P − T) / n', () => {
    // (30 000 − 9000) / 300 = 70
    const schedule = loanSchedule(financeOption({ apr: 0 }));
    expect(levelPaymentWithPaydown(usd(30_000), usd(9000), schedule)).toBeCloseTo(70, 12);
  });

  it('is 0 when the paydown covers the loan, and for a 0 principal', () => {
    expect(levelPaymentWithPaydown(usd(1000), usd(2000), tiny)).toBe(0);
    expect(levelPaymentWithPaydown(usd(0), usd(0), tiny)).toBe(0);
  });
});

describe('loanPayments: X₀ with the 30 % paydown; X₁ re-amortised after the incentives', () => {
  it('works by hand on a two-month loan', () => {
    // X₀ = 523.8095; B₁ = 1100 − 523.8095 − 200 = 376.1905; X₁ = 376.1905 × 1.1 = 413.8095
    const result = loanPayments(usd(1000), usd(100), usd(200), tiny);
    expect(result.initialPeriodPayment).toBeCloseTo(523.8095, 4);
    expect(result.balanceAfterInitialPeriod).toBeCloseTo(376.1905, 4);
    expect(result.loanMonthlyPayment).toBeCloseTo(413.8095, 4);
  });

  it('zero APR, 25 years, $28 000 with $7280 of incentives', () => {
    // X₀ = (28 000 − 8400) / 300 = 65.3333; B₁₈ = 28 000 − 18 × 65.3333 − 7280 = 19 544
    // X₁ = 19 544 / 282 = 69.3050
    const schedule = loanSchedule(financeOption({ apr: 0 }));
    const result = loanPayments(usd(28_000), usd(8400), usd(7280), schedule);
    expect(result.initialPeriodPayment).toBeCloseTo(65.3333, 4);
    expect(result.loanMonthlyPayment).toBeCloseTo(69.305, 4);
  });

  it('keeps the payment when the incentives equal the assumed paydown', () => {
    const schedule = loanSchedule(financeOption());
    const result = loanPayments(usd(28_000), usd(8400), usd(8400), schedule);
    expect(result.loanMonthlyPayment).toBeCloseTo(result.initialPeriodPayment, 9);
  });

  it('without an initial period, takes the incentives off up front', () => {
    // 1 year at 0 %: (1200 − 200) / 12 = 83.3333
    const schedule = loanSchedule(financeOption({ apr: 0, lengthInYears: 1 }));
    expect(loanPayments(usd(1200), usd(360), usd(200), schedule).loanMonthlyPayment).toBeCloseTo(
      83.3333,
      4,
    );
  });

  it('shows payments rounded up to whole dollars', () => {
    expect(displayedPayment(usd(151.2))).toBe(152);
    expect(displayedPayment(usd(151))).toBe(151);
  });
});

describe('closed forms agree with the spec’s stepped search to 0.0001', () => {
  it.each([
    { name: 'Sunlight 25yr', apr: 3.99, years: 25, principal: 28_000, paydown: 8400 },
    { name: 'GoodLeap 20yr', apr: 2.99, years: 20, principal: 41_250.5, paydown: 12_375.15 },
    { name: 'Enium 15yr', apr: 5.99, years: 15, principal: 19_999, paydown: 6000 },
    { name: 'Zero APR 10yr', apr: 0, years: 10, principal: 24_000, paydown: 7200 },
    { name: 'Sunlight 25yr', apr: 8.99, years: 25, principal: 75_000, paydown: 0 },
  ])('$name at $apr %, $principal', ({ name, apr, years, principal, paydown }) => {
    const schedule = loanSchedule(financeOption({ name, apr, lengthInYears: years }));
    const exact = levelPaymentWithPaydown(usd(principal), usd(paydown), schedule);
    const search = searchLevelPaymentWithPaydown(usd(principal), usd(paydown), schedule);
    expect(Math.abs(search.payment - exact)).toBeLessThanOrEqual(0.0001 + 1e-9);
    const balance = balanceAfter(usd(principal), schedule.rate, schedule.initialPeriod, exact);
    const remaining = searchAmortizedPayment(balance, schedule.rate, schedule.remainingTerm);
    expect(
      Math.abs(
        remaining.payment - amortizedPayment(balance, schedule.rate, schedule.remainingTerm),
      ),
    ).toBeLessThanOrEqual(0.0001 + 1e-9);
  });

  it('property: agrees for any principal, APR and term', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 150_000 }),
        fc.double({ min: 0, max: 12, noNaN: true }),
        fc.integer({ min: 5, max: 30 }),
        fc.double({ min: 0, max: 0.4, noNaN: true }),
        (principal, apr, years, paydownShare) => {
          const schedule = loanSchedule(financeOption({ apr, lengthInYears: years }));
          const paydown = usd(principal * paydownShare);
          const exact = levelPaymentWithPaydown(usd(principal), paydown, schedule);
          const search = searchLevelPaymentWithPaydown(usd(principal), paydown, schedule).payment;
          expect(Math.abs(search - exact)).toBeLessThanOrEqual(0.0001 + 1e-9);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('properties: the payment rises with principal and APR', () => {
  const principal = fc.integer({ min: 0, max: 200_000 });
  const apr = fc.double({ min: 0, max: 20, noNaN: true });
  it('rises with principal', () => {
    fc.assert(
      fc.property(
        principal,
        principal,
        apr,
        fc.integer({ min: 2, max: 30 }),
        (a, b, rate, years) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const schedule = loanSchedule(financeOption({ apr: rate, lengthInYears: years }));
          const pay = (p: number) => loanPayments(usd(p), usd(0.3 * p), usd(0.26 * p), schedule);
          expect(pay(low).initialPeriodPayment).toBeLessThanOrEqual(
            pay(high).initialPeriodPayment + 1e-9,
          );
          expect(pay(low).loanMonthlyPayment).toBeLessThanOrEqual(
            pay(high).loanMonthlyPayment + 1e-9,
          );
        },
      ),
    );
  });

  it('rises with APR', () => {
    fc.assert(
      fc.property(principal, apr, apr, fc.integer({ min: 2, max: 30 }), (p, a, b, years) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const pay = (rate: number) => {
          const schedule = loanSchedule(financeOption({ apr: rate, lengthInYears: years }));
          return loanPayments(usd(p), usd(0.3 * p), usd(0.26 * p), schedule);
        };
        expect(pay(low).initialPeriodPayment).toBeLessThanOrEqual(
          pay(high).initialPeriodPayment + 1e-9,
        );
        expect(pay(low).loanMonthlyPayment).toBeLessThanOrEqual(
          pay(high).loanMonthlyPayment + 1e-9,
        );
      }),
    );
  });
});

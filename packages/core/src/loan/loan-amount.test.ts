import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usd } from '../units';
import { loanAmount } from './loan-amount';
import { outOfPocketCost } from './out-of-pocket';

describe('loan amount: total − out of pocket, never below 0; cash borrows nothing', () => {
  it.each([
    // The case: $36,152 with $5,000 down finances $31,152.
    { total: 36_152, outOfPocket: 5_000, isCash: false, expected: 31_152 },
    { total: 36_152, outOfPocket: 0, isCash: false, expected: 36_152 },
    { total: 28_000, outOfPocket: 28_000, isCash: false, expected: 0 },
    { total: 28_000, outOfPocket: 30_000, isCash: false, expected: 0 },
    { total: 28_000, outOfPocket: -10, isCash: false, expected: 28_000 },
    { total: 28_000, outOfPocket: 1_500, isCash: true, expected: 0 },
    { total: 0, outOfPocket: 0, isCash: false, expected: 0 },
  ])(
    '$total with $outOfPocket down (cash $isCash) → $expected',
    ({ total, outOfPocket, isCash, expected }) => {
      expect(loanAmount(total, outOfPocket, isCash)).toBe(expected);
    },
  );

  it('with the stored out of pocket, loan + out of pocket is the total for every loan deal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.double({ min: 0, max: 600_000, noNaN: true }),
        (total, entered) => {
          const oop = outOfPocketCost(usd(entered), usd(total), false);
          const loan = loanAmount(total, oop, false);
          expect(loan).toBeGreaterThanOrEqual(0);
          expect(loan).toBeLessThanOrEqual(total);
          expect(loan + oop).toBe(total);
        },
      ),
    );
  });
});

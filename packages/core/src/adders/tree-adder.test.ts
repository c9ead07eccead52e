import { describe, expect, it } from 'vitest';
import { adder } from '../testing/calculation-fixtures';
import { usd } from '../units';
import { hasDuplicateTreeAdder, treeAdderDollars } from './tree-adder';

describe('tree adder: numTrees × ($500 standard | treeAdderAmount red line)', () => {
  it.each([
    { trees: 3, isRedLine: false, amount: 350, expected: 1500 }, // 3 × 500
    { trees: 3, isRedLine: true, amount: 350, expected: 1050 }, // 3 × 350
    { trees: 0, isRedLine: false, amount: 350, expected: 0 },
    { trees: 2, isRedLine: true, amount: 0, expected: 0 },
  ])('$trees trees, red line $isRedLine → $expected', ({ trees, isRedLine, amount, expected }) => {
    expect(treeAdderDollars(trees, isRedLine, usd(amount))).toBe(expected);
  });

  it('allows only one tree adder', () => {
    const trees = adder({ name: 'Tree Adder', numTrees: 2 });
    expect(hasDuplicateTreeAdder([trees], adder({ name: 'More trees', numTrees: 1 }))).toBe(true);
    expect(hasDuplicateTreeAdder([adder()], trees)).toBe(false);
  });
});
